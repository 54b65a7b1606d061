CREATE TABLE "brand_invoice_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_invoice_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"network_id" bigint NOT NULL,
	"conversion_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"sale_value" numeric(14, 4) NOT NULL,
	"commission" numeric(14, 4) NOT NULL,
	"fee" numeric(14, 4) NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"brand_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"item_count" integer NOT NULL,
	"average_conversion_age" integer NOT NULL,
	"sale_value" numeric(14, 4) NOT NULL,
	"commission" numeric(14, 4) NOT NULL,
	"fee_basis" text NOT NULL,
	"fee_rate" numeric(7, 4) NOT NULL,
	"fee" numeric(14, 4) NOT NULL,
	"vat_rate" numeric(7, 4) NOT NULL,
	"vat" numeric(14, 4) NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"due_date" date,
	"payment_reference" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_invoice_fees" (
	"campaign_id" bigint PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"basis" text DEFAULT 'commission' NOT NULL,
	"rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_tax_settings" (
	"network_id" bigint PRIMARY KEY NOT NULL,
	"vat_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"vat_number" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_invoice_items" ADD CONSTRAINT "brand_invoice_items_invoice_id_brand_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."brand_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invoice_items" ADD CONSTRAINT "brand_invoice_items_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invoice_items" ADD CONSTRAINT "brand_invoice_items_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invoice_items" ADD CONSTRAINT "brand_invoice_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invoices" ADD CONSTRAINT "brand_invoices_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invoices" ADD CONSTRAINT "brand_invoices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invoices" ADD CONSTRAINT "brand_invoices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invoices" ADD CONSTRAINT "brand_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invoice_fees" ADD CONSTRAINT "campaign_invoice_fees_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invoice_fees" ADD CONSTRAINT "campaign_invoice_fees_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_tax_settings" ADD CONSTRAINT "network_tax_settings_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_invoice_items_conversion_live" ON "brand_invoice_items" USING btree ("conversion_id") WHERE "brand_invoice_items"."live";--> statement-breakpoint
CREATE INDEX "brand_invoice_items_invoice_idx" ON "brand_invoice_items" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_invoices_number_unique" ON "brand_invoices" USING btree ("network_id","number");--> statement-breakpoint
CREATE INDEX "brand_invoices_brand_idx" ON "brand_invoices" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "brand_invoices_network_idx" ON "brand_invoices" USING btree ("network_id","id");