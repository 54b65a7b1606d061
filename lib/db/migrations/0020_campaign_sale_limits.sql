ALTER TABLE "campaigns" ADD COLUMN "max_sale_value" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sale_window_days" integer;