CREATE TABLE "mrf_negotiated_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_file_id" integer NOT NULL,
	"billing_code_type" text NOT NULL,
	"billing_code_type_version" text NOT NULL,
	"billing_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"negotiation_arrangement" text DEFAULT 'ffs' NOT NULL,
	"negotiated_type" text DEFAULT 'negotiated' NOT NULL,
	"billing_class" text DEFAULT 'professional' NOT NULL,
	"setting" text DEFAULT 'outpatient' NOT NULL,
	"service_codes" text[],
	"rate_cents" bigint NOT NULL,
	"oon_allowed_cents" bigint,
	"expiration_date" date NOT NULL,
	"provider_id" bigint,
	"tin" text NOT NULL,
	"tin_business_name" text NOT NULL,
	"npis" text[] NOT NULL,
	"bundled_codes" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mrf_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"network_file_id" integer,
	"reporting_entity_name" text,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"snapshot_key" text,
	"size_bytes" bigint,
	"rate_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" bigint,
	"current" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mrf_structure_plans" (
	"structure_id" integer NOT NULL,
	"reporting_plan_id" integer NOT NULL,
	CONSTRAINT "mrf_structure_plans_structure_id_reporting_plan_id_pk" PRIMARY KEY("structure_id","reporting_plan_id")
);
--> statement-breakpoint
ALTER TABLE "mrf_reporting_plans" DROP CONSTRAINT "mrf_reporting_plans_structure_id_mrf_reporting_structures_id_fk";
--> statement-breakpoint
DROP INDEX "mrf_reporting_plans_structure_idx";--> statement-breakpoint
ALTER TABLE "mrf_reporting_plans" ALTER COLUMN "structure_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD COLUMN "schema_version" text DEFAULT '2.2.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD COLUMN "generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mrf_reporting_plans" ADD COLUMN "group_numbers" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mrf_reporting_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mrf_negotiated_rates" ADD CONSTRAINT "mrf_negotiated_rates_network_file_id_mrf_network_files_id_fk" FOREIGN KEY ("network_file_id") REFERENCES "public"."mrf_network_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_negotiated_rates" ADD CONSTRAINT "mrf_negotiated_rates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_publications" ADD CONSTRAINT "mrf_publications_network_file_id_mrf_network_files_id_fk" FOREIGN KEY ("network_file_id") REFERENCES "public"."mrf_network_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_structure_plans" ADD CONSTRAINT "mrf_structure_plans_structure_id_mrf_reporting_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."mrf_reporting_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_structure_plans" ADD CONSTRAINT "mrf_structure_plans_reporting_plan_id_mrf_reporting_plans_id_fk" FOREIGN KEY ("reporting_plan_id") REFERENCES "public"."mrf_reporting_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mrf_rates_file_code_idx" ON "mrf_negotiated_rates" USING btree ("network_file_id","billing_code_type","billing_code","id");--> statement-breakpoint
CREATE INDEX "mrf_rates_code_idx" ON "mrf_negotiated_rates" USING btree ("billing_code");--> statement-breakpoint
CREATE INDEX "mrf_rates_provider_idx" ON "mrf_negotiated_rates" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "mrf_publications_file_idx" ON "mrf_publications" USING btree ("network_file_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mrf_publications_name_idx" ON "mrf_publications" USING btree ("file_name") WHERE "mrf_publications"."current";--> statement-breakpoint
CREATE INDEX "mrf_structure_plans_plan_idx" ON "mrf_structure_plans" USING btree ("reporting_plan_id");--> statement-breakpoint
INSERT INTO "mrf_structure_plans" ("structure_id", "reporting_plan_id") SELECT "structure_id", "id" FROM "mrf_reporting_plans" WHERE "structure_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "mrf_reporting_plans" SET "plan_id_type" = lower("plan_id_type");--> statement-breakpoint
UPDATE "mrf_reporting_plans" p SET "group_numbers" = ARRAY[s."group_number"] FROM "mrf_reporting_structures" s WHERE s."id" = p."structure_id" AND s."group_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mrf_reporting_plans" DROP COLUMN "structure_id";