ALTER TABLE "conversions" ADD COLUMN "exchange_rate" numeric;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "exchange_rate_source" text;