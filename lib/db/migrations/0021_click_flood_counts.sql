CREATE TABLE "click_flood_counts" (
	"network_id" bigint NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"campaign_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"ip_digest" text NOT NULL,
	"clicks" integer NOT NULL,
	"last_clicked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "click_flood_counts_pk" PRIMARY KEY("network_id","window_start","campaign_id","partner_id","ip_digest")
);
