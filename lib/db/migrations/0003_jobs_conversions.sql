CREATE TABLE "conversion_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversion_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"conversion_id" bigint NOT NULL,
	"conversion_item_id" bigint,
	"task_id" bigint,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cursors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_cursors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"snapshot_max_id" bigint NOT NULL,
	"last_id" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "brand_id" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "campaign_id" bigint;--> statement-breakpoint
ALTER TABLE "conversion_items" ADD COLUMN "display_to_publisher" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "commission_currency" text NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "ref_partnership_model_id" integer;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "ref_traffic_source_id" integer;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "ref_conversion_metric_id" integer;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "conversion_history" ADD CONSTRAINT "conversion_history_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_history" ADD CONSTRAINT "conversion_history_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_history" ADD CONSTRAINT "conversion_history_conversion_item_id_conversion_items_id_fk" FOREIGN KEY ("conversion_item_id") REFERENCES "public"."conversion_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_history" ADD CONSTRAINT "conversion_history_task_id_job_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."job_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_history" ADD CONSTRAINT "conversion_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cursors" ADD CONSTRAINT "report_cursors_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cursors" ADD CONSTRAINT "report_cursors_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversion_history_conversion_idx" ON "conversion_history" USING btree ("conversion_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_history_task_unique" ON "conversion_history" USING btree ("task_id") WHERE "conversion_history"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "report_cursors_created_idx" ON "report_cursors" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_tasks_pending_idx" ON "job_tasks" USING btree ("job_id","id") WHERE "job_tasks"."status" = 'created';--> statement-breakpoint
CREATE INDEX "jobs_unfinished_idx" ON "jobs" USING btree ("id") WHERE "jobs"."status" in ('created', 'active');--> statement-breakpoint
CREATE INDEX "conversions_partner_id_idx" ON "conversions" USING btree ("partner_id","id");