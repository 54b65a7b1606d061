import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, requiredRef } from './columns';
import { networks } from './networks';
import { campaigns, campaignTerms } from './campaigns';
import { partners } from './partners';
import { users } from './users';

/**
 * Which partner terms apply to which partner of a campaign (the reference's association of
 * custom terms with partners). A partner has at most one per campaign: associating it with other
 * terms moves it. A partner with none gets the campaign's general custom terms.
 */
export const campaignTermsPartners = pgTable(
  'campaign_terms_partners',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    termsId: requiredRef('terms_id', () => campaignTerms.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_terms_partners_campaign_partner_unique').on(t.campaignId, t.partnerId),
    index('campaign_terms_partners_terms_idx').on(t.termsId),
    index('campaign_terms_partners_partner_idx').on(t.partnerId),
  ],
);
