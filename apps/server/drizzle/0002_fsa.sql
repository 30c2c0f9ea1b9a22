CREATE TABLE "fsa_claim_receipts" (
	"fsa_claim_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "fsa_claim_receipts_fsa_claim_id_file_id_pk" PRIMARY KEY("fsa_claim_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "fsa_claims" ADD COLUMN "pay_to" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "fsa_claim_receipts" ADD CONSTRAINT "fsa_claim_receipts_fsa_claim_id_fsa_claims_id_fk" FOREIGN KEY ("fsa_claim_id") REFERENCES "public"."fsa_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsa_claim_receipts" ADD CONSTRAINT "fsa_claim_receipts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fsa_claim_receipts_file_idx" ON "fsa_claim_receipts" USING btree ("file_id");