import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { FRAUD_METRICS, INCIDENT_STATUSES, INCIDENT_TYPES } from '../../schemas/enums-fraud';
import { createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { partners } from './partners';
import { participations } from './participations';
import { conversions } from './conversions';
import { paymentHolds } from './payment-runs';
import { users } from './users';

/**
 * A fraud rule (docs/fraud.md#rules): a campaign's own, or the network's default when
 * campaign_id is null; a metric without a row uses the built-in default (lib/services/fraud/rules.ts).
 */
export const fraudRules = pgTable(
  'fraud_rules',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: ref('campaign_id').references(() => campaigns.id),
    metric: text('metric', { enum: FRAUD_METRICS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    threshold: numeric('threshold', { precision: 18, scale: 4 }).notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    /** Hold the partner's payments when the rule raises an incident. */
    holdPayments: boolean('hold_payments').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('fraud_rules_scope_unique').on(t.networkId, t.campaignId, t.metric).nullsNotDistinct(),
  ],
);

export interface IncidentEvidence {
  conversionIds?: number[];
  partnerIds?: number[];
  clicks?: number;
  conversions?: number;
  note?: string;
}

/** One finding of a rule: its metric, threshold, value and the offending items. */
export const fraudIncidents = pgTable(
  'fraud_incidents',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    type: text('type', { enum: INCIDENT_TYPES }).notNull(),
    metric: text('metric', { enum: FRAUD_METRICS }).notNull(),
    partnerId: ref('partner_id').references(() => partners.id),
    ipDigest: text('ip_digest'),
    conversionId: ref('conversion_id').references(() => conversions.id),
    /** The day the metric was measured on (UTC). */
    day: date('day', { mode: 'string' }).notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    threshold: numeric('threshold', { precision: 18, scale: 4 }).notNull(),
    value: numeric('value', { precision: 18, scale: 4 }).notNull(),
    evidence: jsonb('evidence').$type<IncidentEvidence>().notNull(),
    /** Raising the same finding twice is a no-op (metric, scope and window slot). */
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: INCIDENT_STATUSES }).notNull().default('active'),
    holdId: ref('hold_id').references(() => paymentHolds.id),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
    deletedBy: ref('deleted_by').references(() => users.id),
  },
  (t) => [
    unique('fraud_incidents_dedupe_unique').on(t.networkId, t.dedupeKey),
    index('fraud_incidents_campaign_idx').on(t.campaignId, t.id),
    index('fraud_incidents_partner_idx').on(t.partnerId),
  ],
);

/** Partners a campaign's rules never raise incidents for. */
export const fraudWhitelist = pgTable(
  'fraud_whitelisted_partners',
  {
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.partnerId] })],
);

/**
 * A sale waiting for its checks, written with the conversion (so none is lost) and worked by
 * the queue; address_hash (SHA-256, as sign-in addresses are kept) is only for the
 * self-referral check and goes with the row.
 */
export const fraudChecks = pgTable('fraud_checks', {
  conversionId: requiredRef('conversion_id', () => conversions.id, {
    onDelete: 'cascade',
  }).primaryKey(),
  networkId: requiredRef('network_id', () => networks.id),
  addressHash: text('address_hash'),
  createdAt: createdAt(),
});

/** A window in which a participation's commissions are not paid (paid search against the terms). */
export const paidSearchViolations = pgTable(
  'paid_search_violations',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    participationId: requiredRef('participation_id', () => participations.id),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at'),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('paid_search_violations_participation_idx').on(t.participationId)],
);
