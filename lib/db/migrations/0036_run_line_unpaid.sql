ALTER TABLE "payment_run_lines" ADD COLUMN "unpaid_amount" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "payment_run_lines" ADD COLUMN "unpaid_reason" text;