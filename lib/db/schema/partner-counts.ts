import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { NETWORK_STATUSES } from '../../schemas/enums';
import { ref } from './columns';

/**
 * How many partners each network has per network status: the partner lists' totals read these
 * few rows instead of counting every partner (lib/services/partners/read-partners.ts). Derived,
 * never written by the application: statement triggers on partners keep it in step in the same
 * transaction as every insert, status change and delete (migration 0019_partner_counts).
 */
export const partnerCounts = pgTable(
  'partner_counts',
  {
    networkId: ref('network_id').notNull(),
    networkStatus: text('network_status', { enum: NETWORK_STATUSES }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.networkStatus] })],
);
