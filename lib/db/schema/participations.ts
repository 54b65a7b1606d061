import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PARTICIPATION_STATUSES } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns, campaignTerms } from './campaigns';
import { partners } from './partners';
import { users } from './users';

export const participations = pgTable(
  'participations',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    status: text('status', { enum: PARTICIPATION_STATUSES }).notNull(),
    acceptedTermsId: ref('accepted_terms_id').references(() => campaignTerms.id),
    approvedAt: timestamptz('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('participations_campaign_partner_unique').on(t.campaignId, t.partnerId),
    index('participations_partner_idx').on(t.partnerId, t.status),
    index('participations_campaign_status_idx').on(t.campaignId, t.status),
  ],
);

export const participationHistory = pgTable(
  'participation_history',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    participationId: requiredRef('participation_id', () => participations.id),
    fromStatus: text('from_status', { enum: PARTICIPATION_STATUSES }),
    toStatus: text('to_status', { enum: PARTICIPATION_STATUSES }).notNull(),
    actorUserId: ref('actor_user_id').references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('participation_history_participation_idx').on(t.participationId, t.id)],
);
