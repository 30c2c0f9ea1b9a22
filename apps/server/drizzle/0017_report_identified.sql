ALTER TABLE "reports" ADD COLUMN "identified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- `phi` meant "has patient columns"; that is now `identified`, and `phi` is true for every kind whose rows
-- are member data (every kind but the aggregate finance report: REPORT_KIND_INFO in the contract).
UPDATE "reports" SET "identified" = "phi", "phi" = ("kind" <> 'finance');
