CREATE TABLE "precert_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cert_no" bigint NOT NULL,
	"account_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "precertifications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "precert_notes" ADD CONSTRAINT "precert_notes_cert_no_precertifications_cert_no_fk" FOREIGN KEY ("cert_no") REFERENCES "public"."precertifications"("cert_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precert_notes" ADD CONSTRAINT "precert_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precert_notes_cert_idx" ON "precert_notes" USING btree ("cert_no","created_at");