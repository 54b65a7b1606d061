CREATE TABLE "partner_tax_profiles" (
	"partner_id" bigint PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"entity_type" text NOT NULL,
	"country" text NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"vat_number" text,
	"us_tax_form" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" bigint
);
--> statement-breakpoint
CREATE TABLE "payment_run_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_run_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"payment_detail_id" bigint,
	"amount" numeric(14, 4) NOT NULL,
	"exclusion" text
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"cut_off" timestamp with time zone NOT NULL,
	"payment_type" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"created_by" bigint NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_bill_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_bill_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"self_bill_id" bigint NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"conversion_id" bigint,
	"amount" numeric(14, 4) NOT NULL,
	"returned_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
CREATE TABLE "self_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"payment_detail_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(14, 4) NOT NULL,
	"vat_rate" numeric(14, 4) NOT NULL,
	"vat" numeric(14, 4) NOT NULL,
	"withheld_rate" numeric(14, 4) NOT NULL,
	"withheld" numeric(14, 4) NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"vat_note" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "payment_threshold" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "payment_approval_limit" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "payment_details_hold_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "tax_country" text;--> statement-breakpoint
ALTER TABLE "partner_tax_profiles" ADD CONSTRAINT "partner_tax_profiles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tax_profiles" ADD CONSTRAINT "partner_tax_profiles_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_lines" ADD CONSTRAINT "payment_run_lines_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_lines" ADD CONSTRAINT "payment_run_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_lines" ADD CONSTRAINT "payment_run_lines_payment_detail_id_partner_payment_details_id_fk" FOREIGN KEY ("payment_detail_id") REFERENCES "public"."partner_payment_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bill_items" ADD CONSTRAINT "self_bill_items_self_bill_id_self_bills_id_fk" FOREIGN KEY ("self_bill_id") REFERENCES "public"."self_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bill_items" ADD CONSTRAINT "self_bill_items_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bills" ADD CONSTRAINT "self_bills_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bills" ADD CONSTRAINT "self_bills_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bills" ADD CONSTRAINT "self_bills_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bills" ADD CONSTRAINT "self_bills_payment_detail_id_partner_payment_details_id_fk" FOREIGN KEY ("payment_detail_id") REFERENCES "public"."partner_payment_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_holds_partner_idx" ON "payment_holds" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_run_lines_partner" ON "payment_run_lines" USING btree ("run_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_runs_one_open" ON "payment_runs" USING btree ("network_id","currency") WHERE "payment_runs"."status" <> 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "self_bill_items_entry_once" ON "self_bill_items" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "self_bill_items_bill_idx" ON "self_bill_items" USING btree ("self_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "self_bills_number" ON "self_bills" USING btree ("network_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "self_bills_once" ON "self_bills" USING btree ("run_id","partner_id","payment_detail_id");--> statement-breakpoint
CREATE INDEX "self_bills_partner_idx" ON "self_bills" USING btree ("partner_id");