CREATE TABLE "provider_access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tax_id" text NOT NULL,
	"npi" text NOT NULL,
	"provider_id" bigint,
	"practice" jsonb NOT NULL,
	"conversation_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_access_requests" ADD CONSTRAINT "provider_access_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_requests" ADD CONSTRAINT "provider_access_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_requests" ADD CONSTRAINT "provider_access_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_requests" ADD CONSTRAINT "provider_access_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_access_requests_pending_uq" ON "provider_access_requests" USING btree ("account_id","tax_id") WHERE "provider_access_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_access_requests_status_idx" ON "provider_access_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "provider_access_requests_account_idx" ON "provider_access_requests" USING btree ("account_id","created_at");