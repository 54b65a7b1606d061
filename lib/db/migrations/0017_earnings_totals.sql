CREATE TABLE "earnings_totals" (
	"partner_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"commission_currency" text NOT NULL,
	"stage" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	CONSTRAINT "earnings_totals_partner_id_campaign_id_commission_currency_stage_pk" PRIMARY KEY("partner_id","campaign_id","commission_currency","stage")
);
--> statement-breakpoint
CREATE INDEX "earnings_totals_campaign_idx" ON "earnings_totals" USING btree ("campaign_id");--> statement-breakpoint
-- Running earnings totals (lib/db/schema/earnings-totals.ts), kept by the triggers below in the
-- same transaction as every move: recording, status change, lock, payable, adjustment.
-- Contributions, as lib/services/earnings/earnings.ts summed them before: an attributed
-- conversion's commission in its status (pending, approved); a lock row's commission in locked
-- or payable and minus in approved; an adjustment's delta in the stage its conversion stands.
CREATE FUNCTION earnings_bump(p bigint, c bigint, cur text, st text, amt numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p IS NULL OR st IS NULL THEN RETURN; END IF;
  INSERT INTO earnings_totals AS t (partner_id, campaign_id, commission_currency, stage, amount)
  VALUES (p, c, cur, st, amt)
  ON CONFLICT (partner_id, campaign_id, commission_currency, stage)
  DO UPDATE SET amount = t.amount + excluded.amount;
END $$;
--> statement-breakpoint
CREATE FUNCTION earnings_status_stage(status text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE status WHEN 'pending' THEN 'pending' WHEN 'approved' THEN 'approved' END
$$;
--> statement-breakpoint
CREATE FUNCTION earnings_conversion_stage(conv bigint) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN l.payable_at IS NOT NULL THEN 'payable'
    WHEN l.conversion_id IS NOT NULL THEN 'locked'
    ELSE earnings_status_stage(c.status) END
  FROM conversions c LEFT JOIN conversion_locks l ON l.conversion_id = c.id
  WHERE c.id = conv
$$;
--> statement-breakpoint
CREATE FUNCTION earnings_move_adjustments(conv bigint, from_stage text, to_stage text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF from_stage IS NOT DISTINCT FROM to_stage THEN RETURN; END IF;
  FOR r IN SELECT partner_id, campaign_id, commission_currency, sum(commission_delta) AS s
    FROM conversion_adjustments WHERE conversion_id = conv GROUP BY 1, 2, 3
  LOOP
    PERFORM earnings_bump(r.partner_id, r.campaign_id, r.commission_currency, from_stage, -r.s);
    PERFORM earnings_bump(r.partner_id, r.campaign_id, r.commission_currency, to_stage, r.s);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION earnings_conversions_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE locked_stage text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status IS NOT DISTINCT FROM NEW.status
      AND OLD.partner_id IS NOT DISTINCT FROM NEW.partner_id
      AND OLD.campaign_id = NEW.campaign_id AND OLD.commission = NEW.commission
      AND OLD.commission_currency = NEW.commission_currency THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM earnings_bump(OLD.partner_id, OLD.campaign_id, OLD.commission_currency,
      earnings_status_stage(OLD.status), -OLD.commission);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM earnings_bump(NEW.partner_id, NEW.campaign_id, NEW.commission_currency,
      earnings_status_stage(NEW.status), NEW.commission);
  END IF;
  -- A conversion not locked takes its adjustments along when its status changes.
  IF TG_OP = 'UPDATE' AND OLD.status IS DISTINCT FROM NEW.status THEN
    SELECT CASE WHEN payable_at IS NULL THEN 'locked' ELSE 'payable' END INTO locked_stage
      FROM conversion_locks WHERE conversion_id = NEW.id;
    IF locked_stage IS NULL THEN
      PERFORM earnings_move_adjustments(NEW.id, earnings_status_stage(OLD.status),
        earnings_status_stage(NEW.status));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER earnings_conversions AFTER INSERT OR DELETE
  OR UPDATE OF status, partner_id, campaign_id, commission, commission_currency
  ON conversions FOR EACH ROW EXECUTE FUNCTION earnings_conversions_trg();
--> statement-breakpoint
CREATE FUNCTION earnings_locks_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE before_stage text; after_stage text; conv bigint; status_stage text;
BEGIN
  IF TG_OP = 'INSERT' THEN conv := NEW.conversion_id; ELSE conv := OLD.conversion_id; END IF;
  SELECT earnings_status_stage(status) INTO status_stage FROM conversions WHERE id = conv;
  before_stage := status_stage;
  after_stage := status_stage;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.payable_at IS NULL THEN before_stage := 'locked'; ELSE before_stage := 'payable'; END IF;
    PERFORM earnings_bump(OLD.partner_id, OLD.campaign_id, OLD.commission_currency, before_stage,
      -OLD.commission);
    PERFORM earnings_bump(OLD.partner_id, OLD.campaign_id, OLD.commission_currency, 'approved',
      OLD.commission);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.payable_at IS NULL THEN after_stage := 'locked'; ELSE after_stage := 'payable'; END IF;
    PERFORM earnings_bump(NEW.partner_id, NEW.campaign_id, NEW.commission_currency, after_stage,
      NEW.commission);
    PERFORM earnings_bump(NEW.partner_id, NEW.campaign_id, NEW.commission_currency, 'approved',
      -NEW.commission);
  END IF;
  PERFORM earnings_move_adjustments(conv, before_stage, after_stage);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER earnings_locks AFTER INSERT OR DELETE OR UPDATE
  ON conversion_locks FOR EACH ROW EXECUTE FUNCTION earnings_locks_trg();
--> statement-breakpoint
CREATE FUNCTION earnings_adjustments_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM earnings_bump(OLD.partner_id, OLD.campaign_id, OLD.commission_currency,
      earnings_conversion_stage(OLD.conversion_id), -OLD.commission_delta);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM earnings_bump(NEW.partner_id, NEW.campaign_id, NEW.commission_currency,
      earnings_conversion_stage(NEW.conversion_id), NEW.commission_delta);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER earnings_adjustments AFTER INSERT OR DELETE OR UPDATE
  ON conversion_adjustments FOR EACH ROW EXECUTE FUNCTION earnings_adjustments_trg();
--> statement-breakpoint
INSERT INTO earnings_totals (partner_id, campaign_id, commission_currency, stage, amount)
SELECT partner_id, campaign_id, currency, stage, sum(amount) FROM (
  SELECT partner_id, campaign_id, commission_currency AS currency,
    earnings_status_stage(status) AS stage, commission AS amount
    FROM conversions WHERE partner_id IS NOT NULL
  UNION ALL
  SELECT partner_id, campaign_id, commission_currency,
    CASE WHEN payable_at IS NULL THEN 'locked' ELSE 'payable' END, commission
    FROM conversion_locks
  UNION ALL
  SELECT partner_id, campaign_id, commission_currency, 'approved', -commission FROM conversion_locks
  UNION ALL
  SELECT partner_id, campaign_id, commission_currency, earnings_conversion_stage(conversion_id),
    commission_delta FROM conversion_adjustments
) moves WHERE stage IS NOT NULL GROUP BY 1, 2, 3, 4;
