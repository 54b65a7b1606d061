import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns, campaignTerms } from './campaigns';
import { partners } from './partners';
import { users } from './users';

/** a approved, p pending, r rejected, t invited and waiting for terms. */
export const participationStatuses = ['a', 'p', 'r', 't'] as const;
export type ParticipationStatus = (typeof participationStatuses)[number];

export const participations = pgTable(
  'participations',
  {
    id: id(),
    networkId: ref('network_id').notNull().references(() => networks.id),
    campaignId: ref('campaign_id').notNull().references(() => campaigns.id),
    partnerId: ref('partner_id').notNull().references(() => partners.id),
    status: text('status', { enum: participationStatuses }).notNull(),
    acceptedTermsId: ref('accepted_terms_id').references(() => campaignTerms.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
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
    networkId: ref('network_id').notNull().references(() => networks.id),
    participationId: ref('participation_id').notNull().references(() => participations.id),
    fromStatus: text('from_status', { enum: participationStatuses }),
    toStatus: text('to_status', { enum: participationStatuses }).notNull(),
    actorUserId: ref('actor_user_id').references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('participation_history_participation_idx').on(t.participationId, t.id)],
);
