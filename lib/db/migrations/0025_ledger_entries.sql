CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"conversion_id" bigint,
	"adjustment_id" bigint,
	"self_bill_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_payment_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_payment_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"country" text NOT NULL,
	"paid_currency" text NOT NULL,
	"tracked_currencies" jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"threshold" numeric(14, 4),
	"sealed_values" text NOT NULL,
	"masked_values" jsonb NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_at" timestamp with time zone,
	"suspended_by" bigint,
	"suspension_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "funding_mode" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_adjustment_id_conversion_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."conversion_adjustments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payment_details" ADD CONSTRAINT "partner_payment_details_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payment_details" ADD CONSTRAINT "partner_payment_details_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payment_details" ADD CONSTRAINT "partner_payment_details_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_partner_idx" ON "ledger_entries" USING btree ("partner_id","currency","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_available_once" ON "ledger_entries" USING btree ("conversion_id") WHERE "ledger_entries"."kind" = 'commission_available';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_adjustment_once" ON "ledger_entries" USING btree ("adjustment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payment_details_currency_unique" ON "partner_payment_details" USING btree ("partner_id","paid_currency");--> statement-breakpoint
CREATE INDEX "partner_payment_details_network_idx" ON "partner_payment_details" USING btree ("network_id");
--> statement-breakpoint
-- The ledger is append-only (docs/payments.md#the-ledger-built): a correction is a new entry,
-- never an edit, so every balance can be re-added from its history.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
