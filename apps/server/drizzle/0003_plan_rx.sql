ALTER TABLE "plans" ADD COLUMN "rx_bin" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "rx_pcn" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "rx_group" text;