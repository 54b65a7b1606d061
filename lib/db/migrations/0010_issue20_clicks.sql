CREATE TABLE "clicks" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clickref" text NOT NULL,
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"tracking_link_id" bigint,
	"creative_id" bigint,
	"type" text DEFAULT 'standard' NOT NULL,
	"pubref" text,
	"adref" text,
	"destination_url" text NOT NULL,
	"refused_deep_link" text,
	"referer" text,
	"user_agent" text,
	"device" text DEFAULT 'other' NOT NULL,
	"ip_digest" text,
	"creditable" boolean NOT NULL,
	"invalid_reason" text,
	"meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "clicks_clicked_at_id_pk" PRIMARY KEY("clicked_at","id")
) PARTITION BY RANGE ("clicked_at");
--> statement-breakpoint
-- Hand-added: drizzle-kit has no partitioning. A default partition catches any click outside the
-- monthly partitions, so an insert never fails; the tracking service keeps months ahead created
-- and drops those past retention.
CREATE TABLE "clicks_default" PARTITION OF "clicks" DEFAULT;
--> statement-breakpoint
DO $$
DECLARE
  m date := date_trunc('month', now() at time zone 'UTC')::date - interval '3 months';
BEGIN
  FOR i IN 0..6 LOOP
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF "clicks" FOR VALUES FROM (%L) TO (%L)',
      'clicks_' || to_char(m, 'YYYY_MM'), m::timestamptz, (m + interval '1 month')::timestamptz);
    m := m + interval '1 month';
  END LOOP;
END $$;
--> statement-breakpoint
CREATE INDEX "clicks_clickref_idx" ON "clicks" USING btree ("clickref");--> statement-breakpoint
CREATE INDEX "clicks_campaign_time_idx" ON "clicks" USING btree ("campaign_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_partner_time_idx" ON "clicks" USING btree ("partner_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_network_time_idx" ON "clicks" USING btree ("network_id","clicked_at");