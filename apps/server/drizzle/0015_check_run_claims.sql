CREATE SEQUENCE "public"."check_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "check_run_claims" (
	"check_run_id" integer NOT NULL,
	"claim_id" bigint NOT NULL,
	"check_id" bigint,
	"payee_key" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_run_claims" ADD CONSTRAINT "check_run_claims_check_run_id_check_runs_id_fk" FOREIGN KEY ("check_run_id") REFERENCES "public"."check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_run_claims_claim_uq" ON "check_run_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "check_run_claims_run_payee_idx" ON "check_run_claims" USING btree ("check_run_id","payee_key","category");--> statement-breakpoint
CREATE INDEX "check_run_claims_check_idx" ON "check_run_claims" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "claims_awaiting_payment_idx" ON "claims" USING btree ("group_number","id") WHERE "claims"."status" = 'processed' and "claims"."check_id" is null and "claims"."plan_paid_cents" > 0;