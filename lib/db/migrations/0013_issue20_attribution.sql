CREATE TABLE "campaign_attribution" (
	"campaign_id" bigint PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"voucher_precedence" boolean DEFAULT false NOT NULL,
	"pixel_conversions" boolean DEFAULT true NOT NULL,
	"tracking_secret" text,
	"secret_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"code" text NOT NULL,
	"partner_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"on_expiry" text DEFAULT 'ignore' NOT NULL,
	"on_invalid_user" text DEFAULT 'ignore' NOT NULL,
	"commission_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversions" ALTER COLUMN "partner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "attribution" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "source" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "click_id" bigint;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "clickref" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "voucher_code_id" bigint;--> statement-breakpoint
ALTER TABLE "campaign_attribution" ADD CONSTRAINT "campaign_attribution_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attribution" ADD CONSTRAINT "campaign_attribution_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_campaign_code_unique" ON "voucher_codes" USING btree ("campaign_id",lower("code"));--> statement-breakpoint
CREATE INDEX "voucher_codes_partner_idx" ON "voucher_codes" USING btree ("partner_id","campaign_id");--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_voucher_code_id_voucher_codes_id_fk" FOREIGN KEY ("voucher_code_id") REFERENCES "public"."voucher_codes"("id") ON DELETE no action ON UPDATE no action;