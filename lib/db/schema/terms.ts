import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { TERMS_TYPES } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef } from './columns';
import { networks } from './networks';
import { partners } from './partners';
import { users } from './users';

/**
 * Network terms, one row per version of a (locale, country) pair.
 * country is null for terms that apply to every country of the locale.
 */
export const networkTerms = pgTable(
  'network_terms',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    locale: text('locale').notNull(),
    country: text('country'),
    version: integer('version').notNull(),
    tncType: text('tnc_type', { enum: TERMS_TYPES }).notNull().default('network'),
    legalEntityId: text('legal_entity_id').notNull().default('1'),
    content: text('content').notNull(),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('network_terms_version_unique')
      .on(t.networkId, t.locale, t.country, t.version)
      .nullsNotDistinct(),
  ],
);

export const networkTermsAcknowledgements = pgTable(
  'network_terms_acknowledgements',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: ref('partner_id').references(() => partners.id),
    userId: ref('user_id').references(() => users.id),
    termsId: requiredRef('terms_id', () => networkTerms.id),
    version: integer('version').notNull(),
    contentSha256: text('content_sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('network_terms_ack_partner_idx').on(t.partnerId),
    index('network_terms_ack_terms_idx').on(t.termsId),
  ],
);
