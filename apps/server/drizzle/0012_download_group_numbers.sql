-- A download may target several groups (Downloads/Upload and Update send groupNumbers): the one
-- group_number column becomes an array (-1 = every group), searched through a GIN index.
ALTER TABLE "downloads" ADD COLUMN "group_numbers" integer[] DEFAULT '{-1}' NOT NULL;--> statement-breakpoint
UPDATE "downloads" SET "group_numbers" = ARRAY["group_number"];--> statement-breakpoint
DROP INDEX "downloads_group_idx";--> statement-breakpoint
ALTER TABLE "downloads" DROP CONSTRAINT "downloads_group_number_groups_group_number_fk";--> statement-breakpoint
ALTER TABLE "downloads" DROP COLUMN "group_number";--> statement-breakpoint
CREATE INDEX "downloads_groups_idx" ON "downloads" USING gin ("group_numbers");--> statement-breakpoint
CREATE INDEX "downloads_created_idx" ON "downloads" USING btree ("created_at");
