CREATE TABLE "impressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"impressed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"network_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"creative_id" bigint,
	"pubref" text,
	"adref" text,
	"device" text DEFAULT 'other' NOT NULL,
	"country" text,
	"ip_digest" text
);
--> statement-breakpoint
CREATE INDEX "impressions_network_time_idx" ON "impressions" USING btree ("network_id","impressed_at");