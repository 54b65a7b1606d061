CREATE TABLE "fraud_checks" (
	"conversion_id" bigint PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"address_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_incidents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fraud_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"type" text NOT NULL,
	"metric" text NOT NULL,
	"partner_id" bigint,
	"ip_digest" text,
	"conversion_id" bigint,
	"day" date NOT NULL,
	"window_minutes" integer NOT NULL,
	"threshold" numeric(18, 4) NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"evidence" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hold_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	CONSTRAINT "fraud_incidents_dedupe_unique" UNIQUE("network_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "fraud_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fraud_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint,
	"metric" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"threshold" numeric(18, 4) NOT NULL,
	"window_minutes" integer NOT NULL,
	"hold_payments" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_rules_scope_unique" UNIQUE NULLS NOT DISTINCT("network_id","campaign_id","metric")
);
--> statement-breakpoint
CREATE TABLE "fraud_whitelisted_partners" (
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_whitelisted_partners_campaign_id_partner_id_pk" PRIMARY KEY("campaign_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "paid_search_violations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paid_search_violations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"participation_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "ip_digest" text;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_hold_id_payment_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."payment_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_rules" ADD CONSTRAINT "fraud_rules_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_rules" ADD CONSTRAINT "fraud_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_whitelisted_partners" ADD CONSTRAINT "fraud_whitelisted_partners_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_whitelisted_partners" ADD CONSTRAINT "fraud_whitelisted_partners_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_whitelisted_partners" ADD CONSTRAINT "fraud_whitelisted_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_whitelisted_partners" ADD CONSTRAINT "fraud_whitelisted_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_search_violations" ADD CONSTRAINT "paid_search_violations_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_search_violations" ADD CONSTRAINT "paid_search_violations_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_search_violations" ADD CONSTRAINT "paid_search_violations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_incidents_campaign_idx" ON "fraud_incidents" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "fraud_incidents_partner_idx" ON "fraud_incidents" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "paid_search_violations_participation_idx" ON "paid_search_violations" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "conversions_campaign_ip_idx" ON "conversions" USING btree ("campaign_id","ip_digest","created_at");