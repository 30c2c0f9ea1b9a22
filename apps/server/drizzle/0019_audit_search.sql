ALTER TABLE "disclosures" DROP CONSTRAINT "disclosures_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;