CREATE TABLE "campaign_terms_partners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_terms_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"terms_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_terms" ADD COLUMN "partner_specific" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_terms" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_terms" ADD COLUMN "deleted_by" bigint;--> statement-breakpoint
ALTER TABLE "campaign_terms_partners" ADD CONSTRAINT "campaign_terms_partners_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_partners" ADD CONSTRAINT "campaign_terms_partners_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_partners" ADD CONSTRAINT "campaign_terms_partners_terms_id_campaign_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."campaign_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_partners" ADD CONSTRAINT "campaign_terms_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_partners" ADD CONSTRAINT "campaign_terms_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_terms_partners_campaign_partner_unique" ON "campaign_terms_partners" USING btree ("campaign_id","partner_id");--> statement-breakpoint
CREATE INDEX "campaign_terms_partners_terms_idx" ON "campaign_terms_partners" USING btree ("terms_id");--> statement-breakpoint
CREATE INDEX "campaign_terms_partners_partner_idx" ON "campaign_terms_partners" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "campaign_terms" ADD CONSTRAINT "campaign_terms_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;