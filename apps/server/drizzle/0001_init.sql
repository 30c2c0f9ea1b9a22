CREATE TABLE "account_permissions" (
	"account_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"granted" boolean DEFAULT true NOT NULL,
	CONSTRAINT "account_permissions_account_id_permission_id_pk" PRIMARY KEY("account_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role_id" smallint NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"tos_accepted_at" timestamp with time zone,
	"can_register" boolean DEFAULT true NOT NULL,
	"redirect_message" text,
	"status" text DEFAULT 'active' NOT NULL,
	"locked_until" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"message_notification" boolean DEFAULT true NOT NULL,
	"email_notification" boolean DEFAULT true NOT NULL,
	"member_id" bigint,
	"group_number" integer,
	"dependent_number" integer,
	"provider_id" bigint,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_id" integer,
	"impersonator_account_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"member_id" bigint,
	"request_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"username" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"success" boolean NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "permissions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" smallint NOT NULL,
	"permission_id" integer NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"managed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"administrative" boolean NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer,
	"grant_type" text NOT NULL,
	"impersonator_account_id" integer,
	"parent_session_id" uuid,
	"impersonated_member_id" bigint,
	"active_member_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "coverage_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_sp" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places_of_service" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_sp" text
);
--> statement-breakpoint
CREATE TABLE "procedure_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"description_sp" text,
	"category" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remark_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"text_en" text NOT NULL,
	"text_sp" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_sp" text
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea",
	"storage_key" text,
	"purpose" text NOT NULL,
	"created_by" integer,
	"member_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size_max" CHECK ("files"."size" >= 0 and "files"."size" <= 10485760)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"dedupe_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_finance_settings" (
	"group_number" integer PRIMARY KEY NOT NULL,
	"funding_frequency" text DEFAULT 'weekly' NOT NULL,
	"bank_name" text,
	"bank_account_last4" text,
	"check_run_day" smallint,
	"approval_threshold_cents" integer,
	"stop_loss_carrier" text,
	"specific_deductible_cents" integer,
	"admin_fee_pmpm_cents" integer,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_locations" (
	"group_number" integer NOT NULL,
	"location_number" integer NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	CONSTRAINT "group_locations_group_number_location_number_pk" PRIMARY KEY("group_number","location_number")
);
--> statement-breakpoint
CREATE TABLE "group_repricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_number" integer NOT NULL,
	"repricer_name" text NOT NULL,
	"network_name" text,
	"phone" text,
	"claims_address" text,
	"payer_id" text,
	"effective_date" date NOT NULL,
	"term_date" date
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"group_number" integer PRIMARY KEY NOT NULL,
	"master_group_number" integer NOT NULL,
	"name" text NOT NULL,
	"effective_date" date NOT NULL,
	"term_date" date,
	"enrollment" boolean DEFAULT false NOT NULL,
	"demographic_update" boolean DEFAULT false NOT NULL,
	"cost_comparison_tool" boolean DEFAULT false NOT NULL,
	"health_account_employer" text,
	"logo_file_id" uuid,
	"can_register" boolean DEFAULT true NOT NULL,
	"redirect_message" text,
	"tax_id" text,
	"address_line1" text,
	"city" text,
	"state" text,
	"zip" text,
	"phone" text,
	"brand" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependent_access" (
	"dependent_member_id" bigint PRIMARY KEY NOT NULL,
	"subscriber_member_id" bigint NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"group_number" integer NOT NULL,
	"location_number" integer,
	"employee_number" integer NOT NULL,
	"dependent_number" smallint NOT NULL,
	"subscriber_id" bigint NOT NULL,
	"relationship" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"ssn_encrypted" "bytea",
	"ssn_last4" text,
	"ssn_hmac" "bytea",
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zip" text,
	"home_phone" text,
	"work_phone" text,
	"email" text,
	"marital_status" text,
	"hire_date" date,
	"pay_status" text,
	"status" text DEFAULT 'active' NOT NULL,
	"effective_date" date NOT NULL,
	"termination_date" date,
	"termination_reason" text,
	"protected" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_dependent_number_nonneg" CHECK ("members"."dependent_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mrf_name" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "networks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provider_networks" (
	"provider_id" bigint NOT NULL,
	"network_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"term_date" date,
	CONSTRAINT "provider_networks_provider_id_network_id_pk" PRIMARY KEY("provider_id","network_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_number" text NOT NULL,
	"npi" text NOT NULL,
	"tax_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"provider_type" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"credential" text,
	"specialty_code" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zip" text,
	"phone" text,
	"fax" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accumulators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"level" text NOT NULL,
	"plan_year_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"bucket" text NOT NULL,
	"network" text NOT NULL,
	"applied_cents" bigint DEFAULT 0 NOT NULL,
	"limit_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_year_id" integer NOT NULL,
	"category" text NOT NULL,
	"network" text NOT NULL,
	"copay_cents" bigint DEFAULT 0 NOT NULL,
	"coinsurance_pct" smallint DEFAULT 0 NOT NULL,
	"deductible_applies" boolean DEFAULT true NOT NULL,
	"covered" boolean DEFAULT true NOT NULL,
	"description_en" text NOT NULL,
	"description_sp" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_plans" (
	"group_number" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "group_plans_group_number_plan_id_pk" PRIMARY KEY("group_number","plan_id")
);
--> statement-breakpoint
CREATE TABLE "plan_year_limits" (
	"plan_year_id" integer NOT NULL,
	"network" text NOT NULL,
	"deductible_individual" bigint NOT NULL,
	"deductible_family" bigint NOT NULL,
	"oop_individual" bigint NOT NULL,
	"oop_family" bigint NOT NULL,
	"coinsurance_pct" smallint NOT NULL,
	CONSTRAINT "plan_year_limits_plan_year_id_network_pk" PRIMARY KEY("plan_year_id","network")
);
--> statement-breakpoint
CREATE TABLE "plan_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"coverage_type" text NOT NULL,
	"network_id" integer,
	"plan_id_type" text,
	"plan_identifier" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_year_id" integer NOT NULL,
	"coverage_type" text NOT NULL,
	"tier" text NOT NULL,
	"effective_date" date NOT NULL,
	"term_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_coverage_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"procedure_code" text NOT NULL,
	"group_number" integer,
	"plan_id" integer,
	"covered" boolean DEFAULT true NOT NULL,
	"precert_required" boolean DEFAULT false NOT NULL,
	"benefit_category" text NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"gender" text,
	"frequency_limit" text,
	"notes_en" text,
	"notes_sp" text
);
--> statement-breakpoint
CREATE TABLE "account_group_access" (
	"account_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_group_access_account_id_group_number_pk" PRIMARY KEY("account_id","group_number")
);
--> statement-breakpoint
CREATE TABLE "account_network_access" (
	"account_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_network_access_account_id_network_id_pk" PRIMARY KEY("account_id","network_id")
);
--> statement-breakpoint
CREATE TABLE "account_provider_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_id" bigint,
	"tax_id" text,
	"claims_filter" boolean DEFAULT true NOT NULL,
	"extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_run_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_number" integer NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"coverage_types" text[] DEFAULT '{}' NOT NULL,
	"template" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_run_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_run_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"amount_cents" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"clear_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_number" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"log_status" text DEFAULT 'open' NOT NULL,
	"job_id" bigint,
	"medical_file_name" text,
	"rx_file_name" text,
	"medical_file_id" uuid,
	"rx_file_id" uuid,
	"medical_cents" bigint DEFAULT 0 NOT NULL,
	"dental_cents" bigint DEFAULT 0 NOT NULL,
	"vision_cents" bigint DEFAULT 0 NOT NULL,
	"drug_cents" bigint DEFAULT 0 NOT NULL,
	"std_cents" bigint DEFAULT 0 NOT NULL,
	"ltd_cents" bigint DEFAULT 0 NOT NULL,
	"mental_and_nervous_cents" bigint DEFAULT 0 NOT NULL,
	"misc_cents" bigint DEFAULT 0 NOT NULL,
	"expense_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"check_count" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"initiated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"check_number" text NOT NULL,
	"group_number" integer NOT NULL,
	"payee_type" text NOT NULL,
	"payee_provider_id" bigint,
	"payee_member_id" bigint,
	"payee_name" text NOT NULL,
	"payee_tax_id" text,
	"amount_cents" bigint NOT NULL,
	"issue_date" date NOT NULL,
	"clear_date" date,
	"status" text DEFAULT 'issued' NOT NULL,
	"method" text DEFAULT 'check' NOT NULL,
	"check_run_id" integer,
	"ignored" boolean DEFAULT false NOT NULL,
	"category" text DEFAULT 'medical' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"claim_id" bigint NOT NULL,
	"line_number" smallint NOT NULL,
	"procedure_code" text NOT NULL,
	"modifier" text,
	"place_of_service" text,
	"service_date" date NOT NULL,
	"service_end_date" date NOT NULL,
	"units" smallint DEFAULT 1 NOT NULL,
	"billed_cents" bigint NOT NULL,
	"allowed_cents" bigint NOT NULL,
	"deductible_cents" bigint NOT NULL,
	"copay_cents" bigint NOT NULL,
	"coinsurance_cents" bigint NOT NULL,
	"not_covered_cents" bigint NOT NULL,
	"plan_paid_cents" bigint NOT NULL,
	"member_responsibility_cents" bigint NOT NULL,
	"remark_codes" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "claim_lines_claim_id_line_number_pk" PRIMARY KEY("claim_id","line_number"),
	CONSTRAINT "claim_lines_remarks_max4" CHECK (cardinality("claim_lines"."remark_codes") <= 4),
	CONSTRAINT "claim_lines_money_ok" CHECK ("claim_lines"."allowed_cents" = "claim_lines"."plan_paid_cents" + "claim_lines"."deductible_cents" + "claim_lines"."copay_cents" + "claim_lines"."coinsurance_cents"
      and "claim_lines"."member_responsibility_cents" = "claim_lines"."deductible_cents" + "claim_lines"."copay_cents" + "claim_lines"."coinsurance_cents" + "claim_lines"."not_covered_cents")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_prefix" integer NOT NULL,
	"claim_number" bigint NOT NULL,
	"claim_suffix" smallint DEFAULT 0 NOT NULL,
	"member_id" bigint NOT NULL,
	"subscriber_id" bigint NOT NULL,
	"group_number" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"dependent_number" smallint NOT NULL,
	"policy_id" bigint,
	"provider_id" bigint NOT NULL,
	"network" text NOT NULL,
	"claim_type" text NOT NULL,
	"coverage_code" text NOT NULL,
	"plan_year" smallint NOT NULL,
	"service_date" date NOT NULL,
	"service_end_date" date NOT NULL,
	"received_date" date NOT NULL,
	"processed_date" date,
	"status" text NOT NULL,
	"billed_cents" bigint NOT NULL,
	"allowed_cents" bigint NOT NULL,
	"deductible_cents" bigint NOT NULL,
	"copay_cents" bigint NOT NULL,
	"coinsurance_cents" bigint NOT NULL,
	"not_covered_cents" bigint NOT NULL,
	"plan_paid_cents" bigint NOT NULL,
	"member_responsibility_cents" bigint NOT NULL,
	"check_id" bigint,
	"patient_account_number" text,
	"diagnosis_codes" text[] DEFAULT '{}' NOT NULL,
	"place_of_service" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_money_ok" CHECK ("claims"."allowed_cents" = "claims"."plan_paid_cents" + "claims"."deductible_cents" + "claims"."copay_cents" + "claims"."coinsurance_cents"
      and "claims"."member_responsibility_cents" = "claims"."deductible_cents" + "claims"."copay_cents" + "claims"."coinsurance_cents" + "claims"."not_covered_cents")
);
--> statement-breakpoint
CREATE TABLE "fsa_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"account_type" text NOT NULL,
	"plan_year" smallint NOT NULL,
	"election_cents" bigint NOT NULL,
	"contributed_cents" bigint DEFAULT 0 NOT NULL,
	"balance_cents" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fsa_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fsa_account_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"claim_id" bigint,
	"amount_cents" bigint NOT NULL,
	"service_date" date NOT NULL,
	"provider_name" text,
	"description" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"receipt_file_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"denial_reason" text
);
--> statement-breakpoint
CREATE TABLE "call_track_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"level" smallint NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"parent_key" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_tracks" (
	"call_number" bigserial PRIMARY KEY NOT NULL,
	"operator_account_id" integer,
	"operator_id" integer NOT NULL,
	"member_id" bigint,
	"group_number" integer,
	"provider_id" bigint,
	"caller_name" text,
	"caller_phone" text,
	"from_key1" text,
	"from_key2" text,
	"from_key3" text,
	"regard_key1" text,
	"regard_key2" text,
	"regard_key3" text,
	"call_notes" text,
	"operator_notes" text,
	"call_date" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"subject_en" text NOT NULL,
	"subject_sp" text NOT NULL,
	"body_en" text NOT NULL,
	"body_sp" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "letter_templates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"letter_number" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"group_number" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"dependent_number" smallint NOT NULL,
	"template_id" integer NOT NULL,
	"subject" text NOT NULL,
	"sent_date" date NOT NULL,
	"body" text,
	"document_file_id" uuid,
	"claim_id" bigint,
	"cert_no" bigint,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "memo_types" (
	"desc_no" smallint PRIMARY KEY NOT NULL,
	"descr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text DEFAULT 'member' NOT NULL,
	"member_id" bigint,
	"group_number" integer,
	"memo_type" smallint NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precertifications" (
	"cert_no" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"group_number" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"dependent_number" smallint NOT NULL,
	"provider_id" bigint,
	"provider_name" text,
	"facility_name" text,
	"cert_type" text NOT NULL,
	"procedure_code" text,
	"diagnosis_code" text,
	"request_date" date NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"units_requested" integer,
	"units_approved" integer,
	"status" text NOT NULL,
	"decision_date" date,
	"nurse_account_id" integer,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_id_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"group_number" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_through" date NOT NULL,
	"file_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"group_number" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"dependent_number" smallint NOT NULL,
	"termination_date" date NOT NULL,
	"reason" text NOT NULL,
	"include_dependents" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" integer,
	"conversation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer,
	"kind" text DEFAULT 'message' NOT NULL,
	"transaction_id" smallint,
	"data" jsonb,
	"account_id" integer,
	"member_id" bigint,
	"group_number" integer,
	"provider_id" bigint,
	"owner_account_id" integer,
	"in_queue" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_type_id" integer,
	"archived_by_staff" boolean DEFAULT false NOT NULL,
	"archived_by_user" boolean DEFAULT false NOT NULL,
	"staff_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_routing_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_en" text NOT NULL,
	"subject_sp" text NOT NULL,
	"portals" text[] NOT NULL,
	"route_to" text,
	"transaction_id" smallint,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender_account_id" integer,
	"to_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolution_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_sp" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"bulletin_id" serial PRIMARY KEY NOT NULL,
	"group_number" integer NOT NULL,
	"location_number" integer,
	"employee_site" boolean DEFAULT true NOT NULL,
	"employer_site" boolean DEFAULT true NOT NULL,
	"provider_site" boolean DEFAULT true NOT NULL,
	"customer_service_site" boolean DEFAULT true NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"text_en" text NOT NULL,
	"text_sp" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_sp" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"year" smallint,
	"display_name" text NOT NULL,
	"description" text,
	"file_id" uuid,
	"online_form_id" integer,
	"group_number" integer DEFAULT -1 NOT NULL,
	"role_ids" smallint[] DEFAULT '{999}' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"category" text,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"question_sp" text NOT NULL,
	"answer_sp" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"download_id" integer,
	"online_form_id" integer,
	"account_id" integer,
	"member_id" bigint,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_sp" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_groups" (
	"link_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	CONSTRAINT "link_groups_link_id_group_number_pk" PRIMARY KEY("link_id","group_number")
);
--> statement-breakpoint
CREATE TABLE "link_roles" (
	"link_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	CONSTRAINT "link_roles_link_id_role_id_pk" PRIMARY KEY("link_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"link_id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"summary" text,
	"category_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"route_to" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"group_number" integer,
	"phi" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	"owner_account_id" integer,
	"period_start" date,
	"period_end" date,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"account_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_dependents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enrollment_id" bigint NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"relationship" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"ssn_encrypted" "bytea",
	"ssn_last4" text,
	"gender" text,
	"marital_status" text,
	"hire_date" date,
	"pay_status" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zip" text,
	"home_phone" text,
	"work_phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_number" integer NOT NULL,
	"employee_number" integer,
	"member_id" bigint,
	"enrollment_type" text NOT NULL,
	"coverage_date" date NOT NULL,
	"date_of_qualifying_event" date,
	"life_coverage_amount_cents" bigint,
	"coverage_types" text[] DEFAULT '{}' NOT NULL,
	"other_insurance_company" text,
	"other_insurance_policy_number" text,
	"other_insurance_effective_date" date,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mrf_file_formats" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"schema_version" text NOT NULL,
	"json_schema" jsonb
);
--> statement-breakpoint
CREATE TABLE "mrf_network_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_format" text NOT NULL,
	"network_id" integer,
	"description" text NOT NULL,
	"location" text,
	"file_id" uuid,
	"job_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"last_updated_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mrf_reporting_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"structure_id" integer NOT NULL,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"plan_id_type" text NOT NULL,
	"plan_identifier" text NOT NULL,
	"plan_market_type" text NOT NULL,
	"issuer_name" text,
	"plan_sponsor_name" text
);
--> statement-breakpoint
CREATE TABLE "mrf_reporting_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_number" integer,
	"reporting_entity_name" text NOT NULL,
	"reporting_entity_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mrf_structure_files" (
	"structure_id" integer NOT NULL,
	"network_file_id" integer NOT NULL,
	CONSTRAINT "mrf_structure_files_structure_id_network_file_id_pk" PRIMARY KEY("structure_id","network_file_id")
);
--> statement-breakpoint
ALTER TABLE "account_permissions" ADD CONSTRAINT "account_permissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_permissions" ADD CONSTRAINT "account_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_keys" ADD CONSTRAINT "password_reset_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_account_id_accounts_id_fk" FOREIGN KEY ("impersonator_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_finance_settings" ADD CONSTRAINT "group_finance_settings_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_locations" ADD CONSTRAINT "group_locations_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_repricing" ADD CONSTRAINT "group_repricing_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_master_fk" FOREIGN KEY ("master_group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent_access" ADD CONSTRAINT "dependent_access_dependent_member_id_members_id_fk" FOREIGN KEY ("dependent_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent_access" ADD CONSTRAINT "dependent_access_subscriber_member_id_members_id_fk" FOREIGN KEY ("subscriber_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_subscriber_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_networks" ADD CONSTRAINT "provider_networks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_networks" ADD CONSTRAINT "provider_networks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_specialty_code_specialties_code_fk" FOREIGN KEY ("specialty_code") REFERENCES "public"."specialties"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accumulators" ADD CONSTRAINT "accumulators_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accumulators" ADD CONSTRAINT "accumulators_plan_year_id_plan_years_id_fk" FOREIGN KEY ("plan_year_id") REFERENCES "public"."plan_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_plan_year_id_plan_years_id_fk" FOREIGN KEY ("plan_year_id") REFERENCES "public"."plan_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_plans" ADD CONSTRAINT "group_plans_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_plans" ADD CONSTRAINT "group_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_year_limits" ADD CONSTRAINT "plan_year_limits_plan_year_id_plan_years_id_fk" FOREIGN KEY ("plan_year_id") REFERENCES "public"."plan_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_years" ADD CONSTRAINT "plan_years_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_coverage_type_coverage_types_code_fk" FOREIGN KEY ("coverage_type") REFERENCES "public"."coverage_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_plan_year_id_plan_years_id_fk" FOREIGN KEY ("plan_year_id") REFERENCES "public"."plan_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_coverage_type_coverage_types_code_fk" FOREIGN KEY ("coverage_type") REFERENCES "public"."coverage_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_coverage_rules" ADD CONSTRAINT "procedure_coverage_rules_procedure_code_procedure_codes_code_fk" FOREIGN KEY ("procedure_code") REFERENCES "public"."procedure_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_coverage_rules" ADD CONSTRAINT "procedure_coverage_rules_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_coverage_rules" ADD CONSTRAINT "procedure_coverage_rules_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_access" ADD CONSTRAINT "account_group_access_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_access" ADD CONSTRAINT "account_group_access_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_network_access" ADD CONSTRAINT "account_network_access_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_network_access" ADD CONSTRAINT "account_network_access_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_provider_access" ADD CONSTRAINT "account_provider_access_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_provider_access" ADD CONSTRAINT "account_provider_access_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_run_definitions" ADD CONSTRAINT "check_run_definitions_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_run_payments" ADD CONSTRAINT "check_run_payments_check_run_id_check_runs_id_fk" FOREIGN KEY ("check_run_id") REFERENCES "public"."check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_definition_id_check_run_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."check_run_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_medical_file_id_files_id_fk" FOREIGN KEY ("medical_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_rx_file_id_files_id_fk" FOREIGN KEY ("rx_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_payee_provider_id_providers_id_fk" FOREIGN KEY ("payee_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_payee_member_id_members_id_fk" FOREIGN KEY ("payee_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_check_run_id_check_runs_id_fk" FOREIGN KEY ("check_run_id") REFERENCES "public"."check_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_procedure_code_procedure_codes_code_fk" FOREIGN KEY ("procedure_code") REFERENCES "public"."procedure_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_place_of_service_places_of_service_code_fk" FOREIGN KEY ("place_of_service") REFERENCES "public"."places_of_service"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_subscriber_id_members_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_place_of_service_places_of_service_code_fk" FOREIGN KEY ("place_of_service") REFERENCES "public"."places_of_service"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsa_accounts" ADD CONSTRAINT "fsa_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsa_claims" ADD CONSTRAINT "fsa_claims_fsa_account_id_fsa_accounts_id_fk" FOREIGN KEY ("fsa_account_id") REFERENCES "public"."fsa_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsa_claims" ADD CONSTRAINT "fsa_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsa_claims" ADD CONSTRAINT "fsa_claims_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsa_claims" ADD CONSTRAINT "fsa_claims_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_tracks" ADD CONSTRAINT "call_tracks_operator_account_id_accounts_id_fk" FOREIGN KEY ("operator_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_tracks" ADD CONSTRAINT "call_tracks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_tracks" ADD CONSTRAINT "call_tracks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_template_id_letter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."letter_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_memo_type_memo_types_desc_no_fk" FOREIGN KEY ("memo_type") REFERENCES "public"."memo_types"("desc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precertifications" ADD CONSTRAINT "precertifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precertifications" ADD CONSTRAINT "precertifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precertifications" ADD CONSTRAINT "precertifications_nurse_account_id_accounts_id_fk" FOREIGN KEY ("nurse_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_id_cards" ADD CONSTRAINT "temp_id_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_id_cards" ADD CONSTRAINT "temp_id_cards_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_id_cards" ADD CONSTRAINT "temp_id_cards_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminations" ADD CONSTRAINT "terminations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminations" ADD CONSTRAINT "terminations_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_subject_id_email_routing_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."email_routing_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_resolution_type_id_resolution_types_id_fk" FOREIGN KEY ("resolution_type_id") REFERENCES "public"."resolution_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_category_id_download_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."download_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_online_form_id_online_forms_id_fk" FOREIGN KEY ("online_form_id") REFERENCES "public"."online_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_online_form_id_online_forms_id_fk" FOREIGN KEY ("online_form_id") REFERENCES "public"."online_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_groups" ADD CONSTRAINT "link_groups_link_id_links_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("link_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_groups" ADD CONSTRAINT "link_groups_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_roles" ADD CONSTRAINT "link_roles_link_id_links_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("link_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_category_id_link_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."link_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_dependents" ADD CONSTRAINT "enrollment_dependents_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD CONSTRAINT "mrf_network_files_file_format_mrf_file_formats_code_fk" FOREIGN KEY ("file_format") REFERENCES "public"."mrf_file_formats"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD CONSTRAINT "mrf_network_files_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_network_files" ADD CONSTRAINT "mrf_network_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_reporting_plans" ADD CONSTRAINT "mrf_reporting_plans_structure_id_mrf_reporting_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."mrf_reporting_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_reporting_plans" ADD CONSTRAINT "mrf_reporting_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_reporting_structures" ADD CONSTRAINT "mrf_reporting_structures_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_structure_files" ADD CONSTRAINT "mrf_structure_files_structure_id_mrf_reporting_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."mrf_reporting_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrf_structure_files" ADD CONSTRAINT "mrf_structure_files_network_file_id_mrf_network_files_id_fk" FOREIGN KEY ("network_file_id") REFERENCES "public"."mrf_network_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower_uq" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_member_idx" ON "accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "accounts_provider_idx" ON "accounts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "accounts_role_idx" ON "accounts" USING btree ("role_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_history_account_idx" ON "password_history" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_keys_account_idx" ON "password_reset_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "diagnosis_codes_desc_trgm" ON "diagnosis_codes" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procedure_codes_desc_trgm" ON "procedure_codes" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "files_member_idx" ON "files" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("run_after","id") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_at") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "group_repricing_group_idx" ON "group_repricing" USING btree ("group_number","effective_date");--> statement-breakpoint
CREATE INDEX "groups_master_idx" ON "groups" USING btree ("master_group_number","group_number");--> statement-breakpoint
CREATE INDEX "groups_name_trgm" ON "groups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dependent_access_subscriber_idx" ON "dependent_access" USING btree ("subscriber_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_group_emp_dep_uq" ON "members" USING btree ("group_number","employee_number","dependent_number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_member_id_uq" ON "members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_subscriber_idx" ON "members" USING btree ("subscriber_id","dependent_number");--> statement-breakpoint
CREATE INDEX "members_name_trgm" ON "members" USING gin ((lower("last_name" || ' ' || "first_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_last_first_idx" ON "members" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "members_dob_idx" ON "members" USING btree ("date_of_birth","group_number");--> statement-breakpoint
CREATE INDEX "members_ssn_last4_idx" ON "members" USING btree ("ssn_last4","date_of_birth");--> statement-breakpoint
CREATE INDEX "members_ssn_hmac_idx" ON "members" USING btree ("ssn_hmac");--> statement-breakpoint
CREATE INDEX "members_group_name_idx" ON "members" USING btree ("group_number",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "provider_networks_network_idx" ON "provider_networks" USING btree ("network_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_number_uq" ON "providers" USING btree ("provider_number");--> statement-breakpoint
CREATE INDEX "providers_npi_idx" ON "providers" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "providers_tax_id_idx" ON "providers" USING btree ("tax_id");--> statement-breakpoint
CREATE INDEX "providers_name_trgm" ON "providers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_zip_specialty_idx" ON "providers" USING btree ("zip","specialty_code");--> statement-breakpoint
CREATE UNIQUE INDEX "accumulators_uq" ON "accumulators" USING btree ("member_id","year","level","bucket","network","plan_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "benefits_py_cat_net_uq" ON "benefits" USING btree ("plan_year_id","category","network");--> statement-breakpoint
CREATE INDEX "group_plans_plan_idx" ON "group_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_years_plan_year_uq" ON "plan_years" USING btree ("plan_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_member_py_cov_uq" ON "policies" USING btree ("member_id","plan_year_id","coverage_type");--> statement-breakpoint
CREATE INDEX "policies_plan_year_idx" ON "policies" USING btree ("plan_year_id");--> statement-breakpoint
CREATE INDEX "policies_active_idx" ON "policies" USING btree ("member_id","effective_date" DESC NULLS LAST) WHERE "policies"."term_date" is null;--> statement-breakpoint
CREATE INDEX "procedure_coverage_rules_code_idx" ON "procedure_coverage_rules" USING btree ("procedure_code","group_number");--> statement-breakpoint
CREATE INDEX "procedure_coverage_rules_group_idx" ON "procedure_coverage_rules" USING btree ("group_number");--> statement-breakpoint
CREATE INDEX "account_group_access_group_idx" ON "account_group_access" USING btree ("group_number","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_provider_access_uq" ON "account_provider_access" USING btree ("account_id",coalesce("provider_id", 0),coalesce("tax_id", ''));--> statement-breakpoint
CREATE INDEX "account_provider_access_tax_idx" ON "account_provider_access" USING btree ("tax_id");--> statement-breakpoint
CREATE INDEX "account_provider_access_provider_idx" ON "account_provider_access" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "check_run_definitions_group_idx" ON "check_run_definitions" USING btree ("group_number");--> statement-breakpoint
CREATE INDEX "check_run_payments_run_idx" ON "check_run_payments" USING btree ("check_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_runs_group_def_date_uq" ON "check_runs" USING btree ("group_number","definition_id","run_date");--> statement-breakpoint
CREATE INDEX "check_runs_date_idx" ON "check_runs" USING btree ("run_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "check_runs_group_date_idx" ON "check_runs" USING btree ("group_number","run_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "checks_number_uq" ON "checks" USING btree ("check_number");--> statement-breakpoint
CREATE INDEX "checks_group_issue_idx" ON "checks" USING btree ("group_number","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checks_provider_idx" ON "checks" USING btree ("payee_provider_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checks_run_idx" ON "checks" USING btree ("check_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_uq" ON "claims" USING btree ("claim_prefix","claim_number","claim_suffix");--> statement-breakpoint
CREATE INDEX "claims_member_service_idx" ON "claims" USING btree ("member_id","service_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_subscriber_service_idx" ON "claims" USING btree ("subscriber_id","service_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_provider_service_idx" ON "claims" USING btree ("provider_id","service_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_group_processed_idx" ON "claims" USING btree ("group_number","processed_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_check_idx" ON "claims" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "claims_patient_account_idx" ON "claims" USING btree ("patient_account_number");--> statement-breakpoint
CREATE INDEX "claims_number_idx" ON "claims" USING btree ("claim_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fsa_accounts_member_uq" ON "fsa_accounts" USING btree ("member_id","account_type","plan_year");--> statement-breakpoint
CREATE INDEX "fsa_claims_account_idx" ON "fsa_claims" USING btree ("fsa_account_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fsa_claims_member_idx" ON "fsa_claims" USING btree ("member_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fsa_claims_claim_idx" ON "fsa_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "call_tracks_date_idx" ON "call_tracks" USING btree ("call_date" DESC NULLS LAST,"call_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_tracks_operator_idx" ON "call_tracks" USING btree ("operator_account_id","call_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_tracks_member_idx" ON "call_tracks" USING btree ("member_id","call_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_tracks_open_due_idx" ON "call_tracks" USING btree ("due_date") WHERE "call_tracks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "letters_member_sent_idx" ON "letters" USING btree ("member_id","sent_date" DESC NULLS LAST,"letter_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "letters_group_emp_idx" ON "letters" USING btree ("group_number","employee_number","dependent_number");--> statement-breakpoint
CREATE INDEX "memos_member_idx" ON "memos" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memos_group_idx" ON "memos" USING btree ("group_number","scope","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memos_active_idx" ON "memos" USING btree ("member_id") WHERE "memos"."active";--> statement-breakpoint
CREATE INDEX "precerts_member_idx" ON "precertifications" USING btree ("member_id","cert_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precerts_group_emp_idx" ON "precertifications" USING btree ("group_number","employee_number","cert_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precerts_provider_idx" ON "precertifications" USING btree ("provider_id","cert_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "temp_id_cards_member_idx" ON "temp_id_cards" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "terminations_member_idx" ON "terminations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "terminations_group_idx" ON "terminations" USING btree ("group_number","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_owner_idx" ON "conversations" USING btree ("owner_account_id","archived_by_staff","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_queue_idx" ON "conversations" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "conversations"."in_queue";--> statement-breakpoint
CREATE INDEX "conversations_account_idx" ON "conversations" USING btree ("account_id","archived_by_user","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_member_idx" ON "conversations" USING btree ("member_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_subject_trgm" ON "conversations" USING gin (lower("subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id") WHERE not "messages"."read";--> statement-breakpoint
CREATE INDEX "announcements_dates_idx" ON "announcements" USING btree ("end_date","begin_date");--> statement-breakpoint
CREATE INDEX "announcements_group_idx" ON "announcements" USING btree ("group_number");--> statement-breakpoint
CREATE INDEX "downloads_category_idx" ON "downloads" USING btree ("category_id","year");--> statement-breakpoint
CREATE INDEX "downloads_group_idx" ON "downloads" USING btree ("group_number");--> statement-breakpoint
CREATE INDEX "form_submissions_download_idx" ON "form_submissions" USING btree ("download_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "link_groups_group_idx" ON "link_groups" USING btree ("group_number");--> statement-breakpoint
CREATE INDEX "link_roles_role_idx" ON "link_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("owner_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_group_idx" ON "reports" USING btree ("group_number","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrollment_dependents_enrollment_idx" ON "enrollment_dependents" USING btree ("enrollment_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_dependents_primary_uq" ON "enrollment_dependents" USING btree ("enrollment_id") WHERE "enrollment_dependents"."primary";--> statement-breakpoint
CREATE INDEX "enrollments_group_idx" ON "enrollments" USING btree ("group_number","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrollments_created_idx" ON "enrollments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mrf_network_files_format_idx" ON "mrf_network_files" USING btree ("file_format");--> statement-breakpoint
CREATE INDEX "mrf_reporting_plans_structure_idx" ON "mrf_reporting_plans" USING btree ("structure_id");