ALTER TABLE "payment_run_lines" DROP CONSTRAINT "payment_run_lines_run_id_payment_runs_id_fk";
