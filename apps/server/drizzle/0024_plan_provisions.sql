CREATE TABLE "plan_provisions" (
	"plan_id" integer NOT NULL,
	"reason_code" text NOT NULL,
	"section" text NOT NULL,
	"title_en" text NOT NULL,
	"title_sp" text NOT NULL,
	"text_en" text NOT NULL,
	"text_sp" text NOT NULL,
	CONSTRAINT "plan_provisions_plan_id_reason_code_pk" PRIMARY KEY("plan_id","reason_code")
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "facility_provider_id" bigint;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "facility_network" text;--> statement-breakpoint
ALTER TABLE "plan_provisions" ADD CONSTRAINT "plan_provisions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_provisions" ADD CONSTRAINT "plan_provisions_reason_code_remark_codes_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."remark_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_facility_provider_id_providers_id_fk" FOREIGN KEY ("facility_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written: plan_provisions
-- drizzle-kit orders a check constraint before the columns it reads are added: kept here, after them.
ALTER TABLE "claims" ADD CONSTRAINT "claims_facility_network_ok" CHECK (("facility_provider_id" is null and "facility_network" is null) or "facility_network" in ('in', 'out'));
