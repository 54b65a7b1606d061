import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, requiredRef } from './columns';
import { networks } from './networks';
import { partners } from './partners';

/**
 * Cursors of the partner conversion report. A cursor_id names the last conversion
 * returned and the snapshot bound fixed by the first page, so rows recorded later never
 * shift or join a walk already under way. Each page writes a new row; rows expire after a day.
 */
export const reportCursors = pgTable(
  'report_cursors',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    /** The highest conversion id the walk may return (fixed by its first page). */
    snapshotMaxId: ref('snapshot_max_id').notNull(),
    /** The last conversion id returned so far. */
    lastId: ref('last_id').notNull(),
    /** The filters the walk was started with; a cursor only continues the same query. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('report_cursors_created_idx').on(t.createdAt)],
);
