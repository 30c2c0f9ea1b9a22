ALTER TABLE "providers" ADD COLUMN "remit_address_line1" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "remit_address_line2" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "remit_city" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "remit_state" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "remit_zip" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "processor_id" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "original_claim_id" bigint;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_original_claim_id_claims_id_fk" FOREIGN KEY ("original_claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_original_idx" ON "claims" USING btree ("original_claim_id") WHERE "claims"."original_claim_id" is not null;