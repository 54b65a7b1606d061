import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, requiredRef, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { partners } from './partners';
import { users } from './users';

/**
 * A partner's stored tracking link (the reference's v2 publishers links): a campaign, optional
 * sub ids (pubref, adref), an optional deep link, and the short code of its `/l/{code}` URL. The
 * click URL itself is derived (lib/services/tracking), so a change of TRACKING_BASE_URL moves
 * every link. A link the partner made inactive still redirects (never a dead link) but its
 * clicks are not creditable.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    /** The `/l/{code}` short code: random, unique. */
    code: text('code').notNull(),
    pubref: text('pubref'),
    adref: text('adref'),
    /** The deep link asked for; null sends clicks to the campaign's default destination. */
    destinationUrl: text('destination_url'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tracking_links_code_unique').on(t.code),
    index('tracking_links_partner_idx').on(t.partnerId, t.id),
  ],
);
