CREATE TABLE "account_finance" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"group_finance" boolean DEFAULT false NOT NULL,
	"group_finance_claims" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "account_finance_groups" (
	"account_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	CONSTRAINT "account_finance_groups_account_id_group_number_pk" PRIMARY KEY("account_id","group_number")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "account_finance" ADD CONSTRAINT "account_finance_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_finance_groups" ADD CONSTRAINT "account_finance_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_finance_groups" ADD CONSTRAINT "account_finance_groups_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_names_trgm" ON "accounts" USING gin ((lower("username" || ' ' || "email" || ' ' || "first_name" || ' ' || "last_name")) gin_trgm_ops);