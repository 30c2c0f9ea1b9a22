ALTER TABLE "terminations" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "terminations" ADD CONSTRAINT "terminations_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Before the one-open-request-per-household index: a household's later duplicate open requests (the race of
-- issue 29) are rejected as duplicates; the oldest stays open.
UPDATE "terminations" t SET "status" = 'rejected', "decision_reason" = 'Duplicate request', "decided_at" = now()
WHERE t."status" = 'requested' AND EXISTS (
  SELECT 1 FROM "terminations" o WHERE o."group_number" = t."group_number" AND o."employee_number" = t."employee_number"
    AND o."status" = 'requested' AND o."id" < t."id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminations_household_open_uq" ON "terminations" USING btree ("group_number","employee_number") WHERE "terminations"."status" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "terminations_approved_due_idx" ON "terminations" USING btree ("termination_date") WHERE "terminations"."status" = 'approved';