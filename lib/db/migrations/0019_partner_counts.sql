CREATE TABLE "partner_counts" (
	"network_id" bigint NOT NULL,
	"network_status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "partner_counts_network_id_network_status_pk" PRIMARY KEY("network_id","network_status")
);
--> statement-breakpoint
-- Partner counts per network and status (lib/db/schema/partner-counts.ts), kept by statement
-- triggers with transition tables: one upsert per statement however many partners it touches
-- (a bulk status change of 1,000 partners moves two counters, not 2,000). Rows are taken in key
-- order, so two statements never wait on each other's counters in opposite orders.
CREATE FUNCTION partner_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO partner_counts AS t (network_id, network_status, n)
    SELECT network_id, network_status, count(*) FROM new_rows
    GROUP BY network_id, network_status ORDER BY network_id, network_status
    ON CONFLICT (network_id, network_status) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO partner_counts AS t (network_id, network_status, n)
    SELECT network_id, network_status, -count(*) FROM old_rows
    GROUP BY network_id, network_status ORDER BY network_id, network_status
    ON CONFLICT (network_id, network_status) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO partner_counts AS t (network_id, network_status, n)
    SELECT network_id, network_status, sum(d) FROM (
      SELECT network_id, network_status, -1 AS d FROM old_rows
      UNION ALL
      SELECT network_id, network_status, 1 AS d FROM new_rows
    ) moved
    GROUP BY network_id, network_status HAVING sum(d) <> 0
    ORDER BY network_id, network_status
    ON CONFLICT (network_id, network_status) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER partner_counts_insert AFTER INSERT ON partners
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_counts_apply();
--> statement-breakpoint
CREATE TRIGGER partner_counts_update AFTER UPDATE ON partners
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION partner_counts_apply();
--> statement-breakpoint
CREATE TRIGGER partner_counts_delete AFTER DELETE ON partners
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_counts_apply();
--> statement-breakpoint
INSERT INTO partner_counts (network_id, network_status, n)
SELECT network_id, network_status, count(*) FROM partners GROUP BY network_id, network_status;
