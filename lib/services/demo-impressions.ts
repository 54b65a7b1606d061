import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';

/** Impressions per creditable click: the lowest, and how many more it may have. */
const PER_CLICK = { least: 5, spread: 8 };
/** How long before its click an impression may be shown. */
const LEAD_SECONDS = 6 * 3600;

/**
 * The demo's impressions (demo-traffic.ts): the showings that led to its clicks, 5 to 12 per
 * creditable click (a click that would not be credited would have had no valid impression
 * either), each up to six hours before its click, with the click's partner, campaign, sub id,
 * device, country and address. One set-based insert derived from the stored clicks, with
 * numbers drawn from the click's id, so every install gets the same impressions.
 */
export async function seedDemoImpressions(tx: Tx, networkId: number): Promise<number> {
  const draw = (salt: SQL) => sql`abs(hashint8(c.id * 64 + ${salt}))`;
  const result = await tx.execute(sql`
    insert into impressions (impressed_at, network_id, campaign_id, partner_id, pubref, device,
      country, ip_digest)
    select c.clicked_at - make_interval(secs => mod(${draw(sql`n`)}, ${LEAD_SECONDS})),
      c.network_id, c.campaign_id, c.partner_id, c.pubref, c.device, c.country, c.ip_digest
    from clicks c
    cross join lateral generate_series(1, ${PER_CLICK.least} + mod(${draw(sql`0`)}, ${PER_CLICK.spread})) n
    where c.network_id = ${networkId} and c.creditable`);
  const counts = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}
