CREATE TABLE "account_two_step" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"secret_encrypted" "bytea" NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_step_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"attempt_id" bigint,
	"failures" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_step_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_two_step" ADD CONSTRAINT "account_two_step_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_challenges" ADD CONSTRAINT "two_step_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_challenges" ADD CONSTRAINT "two_step_challenges_attempt_id_login_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."login_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_recovery_codes" ADD CONSTRAINT "two_step_recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_step_challenges_account_idx" ON "two_step_challenges" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_step_recovery_codes_uq" ON "two_step_recovery_codes" USING btree ("account_id","code_hash");