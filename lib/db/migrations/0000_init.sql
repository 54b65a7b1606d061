CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"application_id" integer DEFAULT 1 NOT NULL,
	"auto_approve_publishers" boolean DEFAULT false NOT NULL,
	"default_campaign_id" bigint,
	"cm_client_id" text NOT NULL,
	"contact_email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"application_key_hash" text NOT NULL,
	"application_key_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networks_application_key_hash_unique" UNIQUE("application_key_hash")
);
--> statement-breakpoint
CREATE TABLE "user_brand_grants" (
	"network_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_brand_grants_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"role" text NOT NULL,
	"partner_id" bigint,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"address1" text,
	"address2" text,
	"address3" text,
	"address4" text,
	"postcode" text,
	"country" text,
	"phone" text,
	"signup_ip" text,
	"password_hash" text,
	"api_key_hash" text NOT NULL,
	"api_key_prefix" text NOT NULL,
	"api_key_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_deeplink_domains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_deeplink_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"account_name" text NOT NULL,
	"company_name" text NOT NULL,
	"display_name" text,
	"contact_email" text,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"address4" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"phone_area" text,
	"signup_ip" text NOT NULL,
	"status" text DEFAULT 'a' NOT NULL,
	"default_currency" text DEFAULT 'GBP' NOT NULL,
	"payment_currency" text DEFAULT 'GBP' NOT NULL,
	"vat_number" text,
	"pre_payment" text,
	"current_balance" text,
	"budget_summary_interval" text,
	"budget_summary_start_time" text,
	"icon_image_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_databases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_databases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"creation_method" text NOT NULL,
	"database_name" text NOT NULL,
	"size" integer NOT NULL,
	"female" integer DEFAULT 0 NOT NULL,
	"male" integer DEFAULT 0 NOT NULL,
	"min_age" integer DEFAULT 0 NOT NULL,
	"max_age" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_websites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_websites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website_country" text,
	"website_name" text,
	"website_type" integer DEFAULT 1 NOT NULL,
	"website_url" text NOT NULL,
	"website_vertical" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"account_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_division" text,
	"company_logo_image_id" bigint,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_locale" text DEFAULT 'en' NOT NULL,
	"default_currency" text DEFAULT 'GBP' NOT NULL,
	"description" text,
	"abn" text,
	"campaign_select" text,
	"foreign_identifier" text,
	"gst_registered" text,
	"im_provider" text DEFAULT '' NOT NULL,
	"im_username" text DEFAULT '' NOT NULL,
	"is_affiliate_user" boolean DEFAULT false NOT NULL,
	"is_foreign_network" boolean DEFAULT false NOT NULL,
	"is_lead_user" boolean DEFAULT false NOT NULL,
	"legal_entity" text,
	"network_notes" text,
	"network_status" text NOT NULL,
	"operating_country" text,
	"phone" text,
	"phone_area" text,
	"promotional_method" integer NOT NULL,
	"reporting_identifier" text,
	"reporting_timezone" text DEFAULT 'Europe/London' NOT NULL,
	"signup_ip" text NOT NULL,
	"terms_id" bigint,
	"uk_vat_registered" boolean DEFAULT false NOT NULL,
	"us_tax_state" text,
	"vat_number" text,
	"vertical" integer NOT NULL,
	"week_start" text DEFAULT 'monday' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"country" text,
	"version" integer NOT NULL,
	"tnc_type" text DEFAULT 'network' NOT NULL,
	"legal_entity_id" text DEFAULT '1' NOT NULL,
	"content" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_terms_version_unique" UNIQUE NULLS NOT DISTINCT("network_id","locale","country","version")
);
--> statement-breakpoint
CREATE TABLE "network_terms_acknowledgements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_terms_acknowledgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint,
	"user_id" bigint,
	"terms_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"content_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"content" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'a' NOT NULL,
	"destination_url" text NOT NULL,
	"auto_approve_publisher" boolean DEFAULT false NOT NULL,
	"hidden_campaign" boolean DEFAULT false NOT NULL,
	"default_commission_rate" numeric(12, 4),
	"default_commission_value" numeric(14, 4),
	"default_currency" text DEFAULT 'GBP' NOT NULL,
	"cookie_period" integer DEFAULT 2592000 NOT NULL,
	"vertical_id" integer DEFAULT 1 NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon_image_id" bigint,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participation_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participation_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"participation_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"status" text NOT NULL,
	"accepted_terms_id" bigint,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"input" jsonb NOT NULL,
	"result_data" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'created' NOT NULL,
	"created_by" bigint,
	"item_total_count" integer DEFAULT 0 NOT NULL,
	"item_success_count" integer DEFAULT 0 NOT NULL,
	"item_error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversion_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversion_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"conversion_id" bigint NOT NULL,
	"sku" text,
	"category" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"item_value" numeric(14, 4) NOT NULL,
	"item_commission" numeric(14, 4) NOT NULL,
	"reason" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"conversion_reference" text NOT NULL,
	"publisher_reference" text,
	"advertiser_reference" text,
	"customer_reference" text,
	"customer_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"commission" numeric(14, 4) NOT NULL,
	"reason" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conversion_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"actor_user_id" bigint,
	"request_id" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_brand_grants" ADD CONSTRAINT "user_brand_grants_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brand_grants" ADD CONSTRAINT "user_brand_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_deeplink_domains" ADD CONSTRAINT "brand_deeplink_domains_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_deeplink_domains" ADD CONSTRAINT "brand_deeplink_domains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_icon_image_id_images_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_databases" ADD CONSTRAINT "partner_databases_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_databases" ADD CONSTRAINT "partner_databases_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_status_changes" ADD CONSTRAINT "partner_status_changes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_status_changes" ADD CONSTRAINT "partner_status_changes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_status_changes" ADD CONSTRAINT "partner_status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_websites" ADD CONSTRAINT "partner_websites_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_websites" ADD CONSTRAINT "partner_websites_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_company_logo_image_id_images_id_fk" FOREIGN KEY ("company_logo_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_terms" ADD CONSTRAINT "network_terms_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_terms" ADD CONSTRAINT "network_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_terms_acknowledgements" ADD CONSTRAINT "network_terms_acknowledgements_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_terms_acknowledgements" ADD CONSTRAINT "network_terms_acknowledgements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_terms_acknowledgements" ADD CONSTRAINT "network_terms_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_terms_acknowledgements" ADD CONSTRAINT "network_terms_acknowledgements_terms_id_network_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."network_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms" ADD CONSTRAINT "campaign_terms_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms" ADD CONSTRAINT "campaign_terms_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms" ADD CONSTRAINT "campaign_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_icon_image_id_images_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_history" ADD CONSTRAINT "participation_history_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_history" ADD CONSTRAINT "participation_history_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_history" ADD CONSTRAINT "participation_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_accepted_terms_id_campaign_terms_id_fk" FOREIGN KEY ("accepted_terms_id") REFERENCES "public"."campaign_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_items" ADD CONSTRAINT "conversion_items_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_items" ADD CONSTRAINT "conversion_items_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_brand_grants_brand_idx" ON "user_brand_grants" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_network_user_name_unique" ON "users" USING btree ("network_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_network_idx" ON "users" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "brand_deeplink_domains_brand_idx" ON "brand_deeplink_domains" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_network_account_name_unique" ON "brands" USING btree ("network_id",lower("account_name"));--> statement-breakpoint
CREATE INDEX "brands_network_idx" ON "brands" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "partner_databases_partner_idx" ON "partner_databases" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partner_status_changes_partner_idx" ON "partner_status_changes" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partner_websites_partner_idx" ON "partner_websites" USING btree ("partner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_websites_one_primary" ON "partner_websites" USING btree ("partner_id") WHERE "partner_websites"."primary";--> statement-breakpoint
CREATE UNIQUE INDEX "partners_network_account_name_unique" ON "partners" USING btree ("network_id",lower("account_name"));--> statement-breakpoint
CREATE INDEX "partners_network_status_idx" ON "partners" USING btree ("network_id","network_status","id");--> statement-breakpoint
CREATE INDEX "partners_network_idx" ON "partners" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "network_terms_ack_partner_idx" ON "network_terms_acknowledgements" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "network_terms_ack_terms_idx" ON "network_terms_acknowledgements" USING btree ("terms_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_terms_version_unique" ON "campaign_terms" USING btree ("campaign_id","version");--> statement-breakpoint
CREATE INDEX "campaigns_brand_idx" ON "campaigns" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_network_idx" ON "campaigns" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "participation_history_participation_idx" ON "participation_history" USING btree ("participation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_campaign_partner_unique" ON "participations" USING btree ("campaign_id","partner_id");--> statement-breakpoint
CREATE INDEX "participations_partner_idx" ON "participations" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "participations_campaign_status_idx" ON "participations" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "job_tasks_job_idx" ON "job_tasks" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "jobs_network_idx" ON "jobs" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "conversion_items_conversion_idx" ON "conversion_items" USING btree ("conversion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_campaign_reference_unique" ON "conversions" USING btree ("campaign_id","conversion_reference");--> statement-breakpoint
CREATE INDEX "conversions_partner_time_idx" ON "conversions" USING btree ("partner_id","conversion_time","id");--> statement-breakpoint
CREATE INDEX "audit_events_network_idx" ON "audit_events" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("network_id","entity_type","entity_id");