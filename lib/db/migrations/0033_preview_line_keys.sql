ALTER TABLE "payment_run_lines" DROP CONSTRAINT "payment_run_lines_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_run_lines" DROP CONSTRAINT "payment_run_lines_payment_detail_id_partner_payment_details_id_fk";
