CREATE TABLE "conversion_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversion_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"conversion_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value_delta" numeric(14, 4) NOT NULL,
	"commission_delta" numeric(14, 4) NOT NULL,
	"commission_currency" text NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_locks" (
	"conversion_id" bigint PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"commission" numeric(14, 4) NOT NULL,
	"commission_currency" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"payable_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_queries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_queries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"type" text DEFAULT 'untracked' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"conversion_reference" text NOT NULL,
	"conversion_value" numeric(14, 4),
	"conversion_currency" text,
	"conversion_time" timestamp with time zone,
	"expected_commission" numeric(14, 4),
	"clickref" text,
	"voucher_code" text,
	"customer_type" text,
	"publisher_reference" text,
	"notes" text,
	"reason_id" bigint,
	"conversion_id" bigint,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_query_reasons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_query_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"performance_model" text,
	"performance_value" numeric(14, 4),
	"fixed_per" text DEFAULT 'conversion' NOT NULL,
	"cookie_period" integer,
	"commission_based_on_field" text DEFAULT 'value' NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publisher_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voucher_code_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"performance_measurement" text,
	"evaluation_period" integer,
	"reward_pending" text,
	"version" integer DEFAULT 2 NOT NULL,
	"replaces_id" bigint,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "lock_period_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversion_items" ADD COLUMN "commission_rule_id" bigint;--> statement-breakpoint
ALTER TABLE "conversion_items" ADD COLUMN "commission_kind" text;--> statement-breakpoint
ALTER TABLE "conversion_items" ADD COLUMN "commission_applied" jsonb;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "commission_rule_id" bigint;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "commission_kind" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "commission_applied" jsonb;--> statement-breakpoint
ALTER TABLE "conversion_adjustments" ADD CONSTRAINT "conversion_adjustments_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_adjustments" ADD CONSTRAINT "conversion_adjustments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_adjustments" ADD CONSTRAINT "conversion_adjustments_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_adjustments" ADD CONSTRAINT "conversion_adjustments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_adjustments" ADD CONSTRAINT "conversion_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_locks" ADD CONSTRAINT "conversion_locks_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_locks" ADD CONSTRAINT "conversion_locks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_locks" ADD CONSTRAINT "conversion_locks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_locks" ADD CONSTRAINT "conversion_locks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_queries" ADD CONSTRAINT "transaction_queries_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_queries" ADD CONSTRAINT "transaction_queries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_queries" ADD CONSTRAINT "transaction_queries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_queries" ADD CONSTRAINT "transaction_queries_reason_id_transaction_query_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."transaction_query_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_queries" ADD CONSTRAINT "transaction_queries_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_queries" ADD CONSTRAINT "transaction_queries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_query_reasons" ADD CONSTRAINT "transaction_query_reasons_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_query_reasons" ADD CONSTRAINT "transaction_query_reasons_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_query_reasons" ADD CONSTRAINT "transaction_query_reasons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversion_adjustments_conversion_idx" ON "conversion_adjustments" USING btree ("conversion_id","id");--> statement-breakpoint
CREATE INDEX "conversion_adjustments_partner_idx" ON "conversion_adjustments" USING btree ("partner_id","conversion_id");--> statement-breakpoint
CREATE INDEX "conversion_locks_partner_idx" ON "conversion_locks" USING btree ("partner_id","commission_currency","payable_at","commission");--> statement-breakpoint
CREATE INDEX "conversion_locks_due_idx" ON "conversion_locks" USING btree ("locked_at") WHERE "conversion_locks"."payable_at" is null;--> statement-breakpoint
CREATE INDEX "transaction_queries_campaign_idx" ON "transaction_queries" USING btree ("campaign_id","state","id");--> statement-breakpoint
CREATE INDEX "transaction_queries_partner_idx" ON "transaction_queries" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "transaction_queries_network_idx" ON "transaction_queries" USING btree ("network_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_queries_open_reference_unique" ON "transaction_queries" USING btree ("campaign_id","partner_id","conversion_reference") WHERE "transaction_queries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transaction_query_reasons_campaign_idx" ON "transaction_query_reasons" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "commission_rules_campaign_idx" ON "commission_rules" USING btree ("campaign_id","kind","id");--> statement-breakpoint
CREATE INDEX "commission_rules_network_idx" ON "commission_rules" USING btree ("network_id","id");--> statement-breakpoint
ALTER TABLE "conversion_items" ADD CONSTRAINT "conversion_items_commission_rule_id_commission_rules_id_fk" FOREIGN KEY ("commission_rule_id") REFERENCES "public"."commission_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_commission_rule_id_commission_rules_id_fk" FOREIGN KEY ("commission_rule_id") REFERENCES "public"."commission_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_partner_earnings_idx" ON "conversions" USING btree ("partner_id","status","commission_currency","commission");