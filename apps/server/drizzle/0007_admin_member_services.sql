ALTER TABLE "call_tracks" ADD COLUMN "caller_relationship" text DEFAULT 'O' NOT NULL;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "expiration_date" date;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "dependent_numbers" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "last_day_worked" date;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "cobra_eligible" boolean;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "call_tracks_group_date_idx" ON "call_tracks" USING btree ("group_number","call_date" DESC NULLS LAST,"call_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_tracks_due_idx" ON "call_tracks" USING btree ("due_date","call_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "terminations_household_idx" ON "terminations" USING btree ("group_number","employee_number","status");