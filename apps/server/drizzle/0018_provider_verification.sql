-- Provider account verification (issue 25): a self-registered provider account stays pending
-- (accounts.provider_verified_at null, no member data) until a recent payment or staff verify it;
-- provider_verifications holds the request, the attempts and the decision.
CREATE TABLE "provider_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_id" bigint,
	"tax_id" text NOT NULL,
	"practice" jsonb NOT NULL,
	"conversation_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"check_id" bigint,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "provider_verified_at" timestamp with time zone;--> statement-breakpoint
-- Every provider account that exists already (created by staff, or registered before verification) is verified.
UPDATE "accounts" SET "provider_verified_at" = "created_at" WHERE "role_id" = 11;--> statement-breakpoint
ALTER TABLE "provider_verifications" ADD CONSTRAINT "provider_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_verifications" ADD CONSTRAINT "provider_verifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_verifications" ADD CONSTRAINT "provider_verifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_verifications" ADD CONSTRAINT "provider_verifications_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_verifications" ADD CONSTRAINT "provider_verifications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_verifications_account_uq" ON "provider_verifications" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "provider_verifications_status_idx" ON "provider_verifications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "provider_verifications_decided_idx" ON "provider_verifications" USING btree ("decided_at");