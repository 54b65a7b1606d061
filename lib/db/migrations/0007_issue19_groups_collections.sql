CREATE TABLE "campaign_group_members" (
	"group_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	CONSTRAINT "campaign_group_members_group_id_campaign_id_pk" PRIMARY KEY("group_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_group_members" (
	"group_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_group_members_group_id_partner_id_pk" PRIMARY KEY("group_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "commission_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_collection_members" (
	"collection_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_collection_members_collection_id_partner_id_pk" PRIMARY KEY("collection_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "partner_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"name" text,
	"created_by" bigint,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_group_members" ADD CONSTRAINT "campaign_group_members_group_id_campaign_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."campaign_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_group_members" ADD CONSTRAINT "campaign_group_members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_groups" ADD CONSTRAINT "campaign_groups_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_groups" ADD CONSTRAINT "campaign_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_group_members" ADD CONSTRAINT "commission_group_members_group_id_commission_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."commission_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_group_members" ADD CONSTRAINT "commission_group_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_groups" ADD CONSTRAINT "commission_groups_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_groups" ADD CONSTRAINT "commission_groups_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_groups" ADD CONSTRAINT "commission_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_collection_members" ADD CONSTRAINT "partner_collection_members_collection_id_partner_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."partner_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_collection_members" ADD CONSTRAINT "partner_collection_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_collections" ADD CONSTRAINT "partner_collections_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_collections" ADD CONSTRAINT "partner_collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_group_members_campaign_idx" ON "campaign_group_members" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_groups_brand_idx" ON "campaign_groups" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "commission_group_members_partner_idx" ON "commission_group_members" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "commission_groups_campaign_idx" ON "commission_groups" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "commission_groups_network_idx" ON "commission_groups" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "partner_collection_members_partner_idx" ON "partner_collection_members" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_collections_network_idx" ON "partner_collections" USING btree ("network_id","id");