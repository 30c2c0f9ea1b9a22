CREATE TABLE "demographic_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"group_number" integer NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"home_phone" text,
	"work_phone" text,
	"email" text,
	"effective_date" date,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enrollment_dependents" ADD COLUMN "coverage_types" text[];--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "processed_by" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "transaction_id" integer;--> statement-breakpoint
ALTER TABLE "demographic_changes" ADD CONSTRAINT "demographic_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_changes" ADD CONSTRAINT "demographic_changes_group_number_groups_group_number_fk" FOREIGN KEY ("group_number") REFERENCES "public"."groups"("group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_changes" ADD CONSTRAINT "demographic_changes_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_changes" ADD CONSTRAINT "demographic_changes_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demographic_changes_status_idx" ON "demographic_changes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "demographic_changes_group_idx" ON "demographic_changes" USING btree ("group_number","status","created_at","id");--> statement-breakpoint
CREATE INDEX "demographic_changes_member_idx" ON "demographic_changes" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_processed_by_accounts_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_dependents_primary_name_idx" ON "enrollment_dependents" USING btree (lower("last_name"),lower("first_name"),"enrollment_id") WHERE "enrollment_dependents"."primary";--> statement-breakpoint
CREATE INDEX "enrollments_status_idx" ON "enrollments" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);