ALTER TABLE "idempotency_keys" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
-- Keys left pending before leases existed: whether their change applied is unknown, so a retry
-- gets "applied, response lost" rather than running the change a second time.
UPDATE "idempotency_keys" SET "committed_at" = now() WHERE "state" = 'pending';
