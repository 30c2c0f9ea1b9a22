CREATE TABLE "appeal_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appeal_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appeal_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_account_id" integer,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "appeal_info_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appeal_id" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" integer,
	"message" text NOT NULL,
	"respond_by" date NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"group_number" integer NOT NULL,
	"subject" text NOT NULL,
	"claim_id" bigint,
	"cert_no" bigint,
	"line_numbers" smallint[] DEFAULT '{}' NOT NULL,
	"type" text NOT NULL,
	"care_ends_at" timestamp with time zone,
	"status" text DEFAULT 'received' NOT NULL,
	"filed_by" text NOT NULL,
	"filed_by_account_id" integer NOT NULL,
	"filed_by_provider_id" bigint,
	"representative_name" text,
	"representative_relationship" text,
	"statement" text NOT NULL,
	"notice_date" date NOT NULL,
	"filed_on_time" boolean NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decide_by" timestamp with time zone NOT NULL,
	"first_decider_claims_user_id" text,
	"first_decider_account_id" integer,
	"reviewer_account_id" integer,
	"outcome" text,
	"decision_reason" text,
	"decision_provision" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decided_on_time" boolean,
	"overturned_lines" smallint[] DEFAULT '{}' NOT NULL,
	"reprocessed_claim_id" bigint,
	"letter_file_id" uuid,
	"warned_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_subject_ok" CHECK (("appeals"."subject" = 'claim' and "appeals"."claim_id" is not null and "appeals"."cert_no" is null)
        or ("appeals"."subject" = 'precert' and "appeals"."cert_no" is not null and "appeals"."claim_id" is null)),
	CONSTRAINT "appeals_decision_ok" CHECK (("appeals"."status" = 'decided') = ("appeals"."outcome" is not null and "appeals"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "claims_user_id" text;--> statement-breakpoint
ALTER TABLE "appeal_attachments" ADD CONSTRAINT "appeal_attachments_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_attachments" ADD CONSTRAINT "appeal_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_attachments" ADD CONSTRAINT "appeal_attachments_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_info_requests" ADD CONSTRAINT "appeal_info_requests_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_info_requests" ADD CONSTRAINT "appeal_info_requests_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_cert_no_precertifications_cert_no_fk" FOREIGN KEY ("cert_no") REFERENCES "public"."precertifications"("cert_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_filed_by_account_id_accounts_id_fk" FOREIGN KEY ("filed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_filed_by_provider_id_providers_id_fk" FOREIGN KEY ("filed_by_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_reviewer_account_id_accounts_id_fk" FOREIGN KEY ("reviewer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_reprocessed_claim_id_claims_id_fk" FOREIGN KEY ("reprocessed_claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_letter_file_id_files_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_attachments_appeal_idx" ON "appeal_attachments" USING btree ("appeal_id","id");--> statement-breakpoint
CREATE INDEX "appeal_events_appeal_idx" ON "appeal_events" USING btree ("appeal_id","at","id");--> statement-breakpoint
CREATE INDEX "appeal_info_requests_appeal_idx" ON "appeal_info_requests" USING btree ("appeal_id","requested_at");--> statement-breakpoint
CREATE INDEX "appeals_open_deadline_idx" ON "appeals" USING btree ("decide_by","id") WHERE "appeals"."status" <> 'decided';--> statement-breakpoint
CREATE INDEX "appeals_group_deadline_idx" ON "appeals" USING btree ("group_number","decide_by","id");--> statement-breakpoint
CREATE INDEX "appeals_member_idx" ON "appeals" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeals_provider_idx" ON "appeals" USING btree ("filed_by_provider_id","id" DESC NULLS LAST) WHERE "appeals"."filed_by_provider_id" is not null;--> statement-breakpoint
CREATE INDEX "appeals_claim_idx" ON "appeals" USING btree ("claim_id") WHERE "appeals"."claim_id" is not null;--> statement-breakpoint
CREATE INDEX "appeals_cert_idx" ON "appeals" USING btree ("cert_no") WHERE "appeals"."cert_no" is not null;--> statement-breakpoint
CREATE INDEX "appeals_decided_idx" ON "appeals" USING btree ("decided_at") WHERE "appeals"."decided_at" is not null;