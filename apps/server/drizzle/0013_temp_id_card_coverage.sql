ALTER TABLE "temp_id_cards" ADD COLUMN "coverage_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "temp_id_cards" ADD COLUMN "notified_email" text;--> statement-breakpoint
CREATE INDEX "temp_id_cards_member_valid_idx" ON "temp_id_cards" USING btree ("member_id","valid_through");