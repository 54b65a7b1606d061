ALTER TABLE "networks" ADD COLUMN "payer_account_name" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "payer_iban" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "payer_bic" text;