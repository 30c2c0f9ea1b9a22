CREATE TABLE "patient_access_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"homepage_url" text,
	"privacy_policy_url" text NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"scopes" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_access_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" text[] NOT NULL,
	"state" text,
	"code_challenge" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"account_id" integer,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"grant_id" bigint,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_access_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"patient_member_id" bigint NOT NULL,
	"acting_member_id" bigint NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "patient_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patient_access_apps" ADD CONSTRAINT "patient_access_apps_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_authorizations" ADD CONSTRAINT "patient_access_authorizations_app_id_patient_access_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."patient_access_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_authorizations" ADD CONSTRAINT "patient_access_authorizations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_authorizations" ADD CONSTRAINT "patient_access_authorizations_grant_id_patient_access_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."patient_access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_grants" ADD CONSTRAINT "patient_access_grants_app_id_patient_access_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."patient_access_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_grants" ADD CONSTRAINT "patient_access_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_grants" ADD CONSTRAINT "patient_access_grants_patient_member_id_members_id_fk" FOREIGN KEY ("patient_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_grants" ADD CONSTRAINT "patient_access_grants_acting_member_id_members_id_fk" FOREIGN KEY ("acting_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_access_tokens" ADD CONSTRAINT "patient_access_tokens_grant_id_patient_access_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."patient_access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_access_apps_client_id_uq" ON "patient_access_apps" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "patient_access_apps_name_idx" ON "patient_access_apps" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_access_authorizations_code_uq" ON "patient_access_authorizations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "patient_access_grants_account_idx" ON "patient_access_grants" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_access_grants_app_idx" ON "patient_access_grants" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "patient_access_tokens_grant_idx" ON "patient_access_tokens" USING btree ("grant_id");