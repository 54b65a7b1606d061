import { sql } from 'drizzle-orm';
import { clickFloodCounts } from '@/lib/db/schema';
import { writerPer } from './batch-writer';
import { trackingSettings } from './settings';

/**
 * Clicks past the flood limit are counted, not stored: each adds one to its row of
 * click_flood_counts (network, window slot, campaign, partner, stored address). Concurrent
 * floods share one upsert per batch (batch-writer.ts), the clicks of one row summed first; rows
 * go in key order, so two batches never wait on each other's rows in opposite orders.
 */

export interface FloodedClick {
  networkId: number;
  campaignId: number;
  partnerId: number;
  /** The address as clicks store it (CLICK_IP_MODE). */
  ipDigest: string;
  clickedAt: Date;
}

type Row = typeof clickFloodCounts.$inferInsert;

/** The start of the window slot `at` falls in: slots are windowSeconds long from the Unix epoch. */
export function floodSlot(at: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(at.getTime() / ms) * ms);
}

/** The counter rows of some flooded clicks: one per key, clicks summed, in key order. */
export function floodCountRows(flooded: FloodedClick[], windowSeconds: number): Row[] {
  const rows = new Map<string, Row & { lastClickedAt: Date }>();
  for (const { clickedAt, ...f } of flooded) {
    const windowStart = floodSlot(clickedAt, windowSeconds);
    const key = [f.networkId, windowStart.getTime(), f.campaignId, f.partnerId, f.ipDigest]
      .map(String)
      .join('\u0000');
    const row = rows.get(key);
    if (!row) {
      rows.set(key, { ...f, windowStart, clicks: 1, lastClickedAt: clickedAt });
      continue;
    }
    row.clicks += 1;
    if (clickedAt > row.lastClickedAt) row.lastClickedAt = clickedAt;
  }
  return [...rows.keys()].sort().map((key) => rows.get(key)!);
}

/** Counts one click past the flood limit; resolves once the count is committed. */
export const countFloodedClick = writerPer<FloodedClick>((db, flooded) =>
  db
    .insert(clickFloodCounts)
    .values(floodCountRows(flooded, trackingSettings().floodWindowSeconds))
    .onConflictDoUpdate({
      target: [
        clickFloodCounts.networkId,
        clickFloodCounts.windowStart,
        clickFloodCounts.campaignId,
        clickFloodCounts.partnerId,
        clickFloodCounts.ipDigest,
      ],
      set: {
        clicks: sql`${clickFloodCounts.clicks} + excluded.clicks`,
        lastClickedAt: sql`greatest(${clickFloodCounts.lastClickedAt}, excluded.last_clicked_at)`,
      },
    }),
);
