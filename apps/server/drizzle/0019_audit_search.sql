CREATE TABLE "disclosures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"disclosed_on" date NOT NULL,
	"source" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"description" text,
	"action" text NOT NULL,
	"recorded_by" integer,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosures_member_idx" ON "disclosures" USING btree ("member_id","disclosed_on","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");