CREATE TABLE "remittance_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_run_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	"payee_provider_id" bigint NOT NULL,
	"payee_name" text NOT NULL,
	"payee_tax_id" text,
	"blob_key" text NOT NULL,
	"file_name" text NOT NULL,
	"check_count" integer NOT NULL,
	"claim_count" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remittance_files" ADD CONSTRAINT "remittance_files_check_run_id_check_runs_id_fk" FOREIGN KEY ("check_run_id") REFERENCES "public"."check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_files" ADD CONSTRAINT "remittance_files_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_files" ADD CONSTRAINT "remittance_files_payee_provider_id_providers_id_fk" FOREIGN KEY ("payee_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_files_run_payee_uq" ON "remittance_files" USING btree ("check_run_id","payee_provider_id");--> statement-breakpoint
CREATE INDEX "remittance_files_payee_idx" ON "remittance_files" USING btree ("payee_provider_id","id" DESC NULLS LAST);