ALTER TABLE "reports" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "row_count" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "error" text;--> statement-breakpoint
CREATE INDEX "checks_group_issue_id_idx" ON "checks" USING btree ("group_number","issue_date","id");--> statement-breakpoint
CREATE INDEX "claims_group_processed_id_idx" ON "claims" USING btree ("group_number","processed_date","id");