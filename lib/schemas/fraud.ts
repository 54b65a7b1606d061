import { z } from 'zod';
import { doc } from './doc';
import { decimalText, entityId, wholeNumber } from './fields';
import { dateTime } from './conversion/fields';
import {
  FRAUD_METRICS,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  REFERENCE_FRAUD_METRICS,
} from './enums-fraud';

/** Fraud incidents, metrics, whitelist and paid-search violations (docs/fraud.md). */

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const day = (description: string) =>
  doc(
    z
      .string()
      .refine(isDay, { params: { kind: 'invalid_date' }, message: 'must be a date YYYY-MM-DD' }),
    description,
  );

const metricTypeFilters = {
  metric: doc(z.enum(FRAUD_METRICS).optional(), 'Incidents of this metric (send type with it)'),
  type: doc(z.enum(INCIDENT_TYPES).optional(), 'Incidents of this type (send metric with it)'),
  status: doc(z.enum(INCIDENT_STATUSES).optional(), 'active or deleted'),
  start_date: day('Incidents on or after this day (YYYY-MM-DD)').optional(),
  end_date: day('Incidents on or before this day (YYYY-MM-DD)').optional(),
};

const bothOrNeither = (q: { metric?: unknown; type?: unknown }) =>
  (q.metric === undefined) === (q.type === undefined);
const bothOrNeitherIssue = {
  params: { kind: 'invalid_value' },
  message: 'If you specify a metric filter, you must also specify type (and the other way round)',
  path: ['type'],
};

export const IncidentsQuery = z
  .object({
    partner_id: doc(entityId().optional(), 'Incidents of this partner'),
    ip_address: doc(
      z.string().max(64).optional(),
      'Incidents of this address (as incidents show it)',
    ),
    ...metricTypeFilters,
    cursor_id: doc(entityId().optional(), 'The first incident of the page (from hypermedia)'),
    limit: doc(wholeNumber(1, 500).optional(), 'Incidents per page (default 50, at most 500)'),
  })
  .refine(bothOrNeither, bothOrNeitherIssue);

export const IncidentPartnersQuery = z
  .object(metricTypeFilters)
  .refine(bothOrNeither, bothOrNeitherIssue);

export const AggregationQuery = z.object({
  start_date: day('First day (YYYY-MM-DD)'),
  end_date: day('Last day (YYYY-MM-DD), at most 366 days after the first'),
});

const IncidentData = z.looseObject({ threshold: z.number(), value: z.number() });

export const IncidentOut = z
  .object({
    id: z.string(),
    type: z.enum(INCIDENT_TYPES),
    metric: z.enum(FRAUD_METRICS),
    date: doc(z.string(), 'The day the metric was measured (YYYY-MM-DD, UTC)'),
    time_window: doc(z.string(), 'Days the metric covered (0: the one sale)'),
    status: z.enum(INCIDENT_STATUSES),
    created_at: z.string(),
    deleted_at: z.string().nullable(),
    partner: z.object({ id: z.string(), name: z.string() }).optional(),
    ip_address: z.string().optional(),
    hold_id: doc(z.string().nullable(), 'The payment hold the incident put on the partner (ours)'),
    data: IncidentData,
  })
  .meta({ id: 'FraudIncident' });
export type IncidentOut = z.input<typeof IncidentOut>;

const links = z.record(z.string(), z.string());

export const IncidentListResponse = z.object({
  incidents: z.array(IncidentOut),
  limit: z.number().int(),
  cursor_id: z.string().nullable(),
  hypermedia: z.object({
    pagination: z.object({
      previous_page: z.string().nullable(),
      next_page: z.string().nullable(),
    }),
  }),
});

const EvidenceConversion = z.object({
  conversion_id: z.string(),
  conversion_reference: z.string(),
  status: z.string(),
  value: doc(z.string(), 'Exact decimal, in currency'),
  commission: doc(z.string(), 'Exact decimal, in commission_currency'),
  currency: z.string(),
  commission_currency: z.string(),
  conversion_time: z.string(),
});

const Evidence = z
  .object({
    conversion_count: doc(z.number().int(), 'Offending sales the incident names'),
    conversions: doc(z.array(EvidenceConversion), 'The first 100 of them, oldest first'),
    note: z.string().nullable(),
    hold: z
      .object({
        id: z.string(),
        reason: z.string(),
        released_at: z.string().nullable(),
        release_reason: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ description: 'Ours: the offending sales with value and time, and the hold placed' });

export const IncidentResponse = z.object({
  incident: IncidentOut,
  evidence: Evidence,
  hypermedia: z.object({ links }),
});

const metricCounts = Object.fromEntries(
  REFERENCE_FRAUD_METRICS.map((m) => [m, z.number().int()]),
) as Record<(typeof REFERENCE_FRAUD_METRICS)[number], z.ZodNumber>;

export const AggregationResponse = z.object({
  data: z.array(
    z.object({
      date_time_range: z.object({ start: z.string(), end: z.string() }),
      ...metricCounts,
    }),
  ),
});

const PartnerRef = z.object({ partner_id: z.string(), partner_name: z.string() });

export const IncidentPartnersResponse = z.object({ 'incident-partners': z.array(PartnerRef) });

export const FraudMetricsResponse = z.object({
  metrics: z.array(
    z.object({
      id: z.string(),
      metric: z.enum(FRAUD_METRICS),
      type: z.enum(INCIDENT_TYPES),
      count: z.number().int(),
      last_raised: z.string(),
    }),
  ),
  count: z.number().int(),
});

export const WhitelistedPartnersResponse = z.object({
  count: z.number().int(),
  'whitelisted-partners': z.array(PartnerRef),
});

export const WhitelistPartnerIn = z.object({
  partner_id: doc(entityId(), 'The partner to exempt from the campaign’s fraud rules'),
});

export const WhitelistPartnerQuery = z.object({
  partner_id: doc(entityId().optional(), 'The partner to remove (or send it in the body)'),
});

export const WhitelistPartnerResponse = z.object({
  partner_id: z.string(),
  campaign_id: z.string(),
});

export const ReleaseHoldIn = z.object({
  reason: doc(z.string().trim().min(1).max(500), 'Why the partner may be paid again'),
});

export const PaidSearchViolationIn = z.strictObject({
  start_date_time: doc(dateTime().optional(), 'When the window starts (default now)'),
  end_date_time: doc(dateTime().nullable().optional(), 'When it ends (null or absent: open-ended)'),
});

const PaidSearchViolationOut = z.object({
  id: z.string(),
  participation_id: z.string(),
  start_date_time: z.string(),
  end_date_time: z.string().nullable(),
});

export const PaidSearchViolationResponse = z.object({ data: PaidSearchViolationOut });
export const PaidSearchViolationListResponse = z.object({ data: z.array(PaidSearchViolationOut) });

// ---- ours (v3): incidents across campaigns, a campaign's rules, a partner's holds

export const IncidentsAcrossQuery = z.object({
  campaign_id: doc(entityId().optional(), 'Incidents of this campaign'),
  partner_id: doc(entityId().optional(), 'Incidents naming this partner'),
  metric: doc(z.enum(FRAUD_METRICS).optional(), 'Incidents of this metric'),
  status: doc(z.enum(INCIDENT_STATUSES).optional(), 'active or deleted'),
  start_date: day('Incidents on or after this day (YYYY-MM-DD)').optional(),
  end_date: day('Incidents on or before this day (YYYY-MM-DD)').optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const IncidentsPerDayQuery = z.object({
  campaign_id: doc(entityId().optional(), 'Incidents of this campaign'),
  partner_id: doc(entityId().optional(), 'Incidents naming this partner'),
  metric: doc(z.enum(FRAUD_METRICS).optional(), 'Incidents of this metric'),
  status: doc(z.enum(INCIDENT_STATUSES).optional(), 'active or deleted'),
  start_date: day('First day (YYYY-MM-DD)'),
  end_date: day('Last day (YYYY-MM-DD), at most 366 days after the first'),
});

export const IncidentsPerDayResponse = z.object({
  data: z.array(
    z.object({
      date: z.string(),
      counts: doc(
        z.record(z.string(), z.number().int()),
        'Incidents per metric that day (metrics with none left out)',
      ),
    }),
  ),
});

const IncidentAcrossOut = z.object({
  id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  ip_address: z.string().nullable(),
  type: z.enum(INCIDENT_TYPES),
  metric: z.enum(FRAUD_METRICS),
  date: z.string(),
  threshold: z.string(),
  value: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  conversion_count: z.number().int(),
  hold_id: z.string().nullable(),
  hold_open: doc(z.boolean(), "Whether the incident's payment hold is still in force"),
  created_at: z.string(),
});

export const IncidentsAcrossResponse = z.object({
  data: z.array(IncidentAcrossOut),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

const FraudRuleOut = z.object({
  metric: z.enum(FRAUD_METRICS),
  enabled: z.boolean(),
  threshold: doc(z.string(), 'Exact decimal'),
  window_minutes: doc(z.number().int(), '0: the rule judges each sale or payee on its own'),
  windowed: doc(z.boolean(), 'Whether the rule counts over a window'),
  hold_payments: z.boolean(),
  source: doc(
    z.enum(['campaign', 'network', 'default']),
    "Where the rule comes from: the campaign's own, the network's default or the built-in one",
  ),
});

export const FraudRuleListResponse = z.object({ data: z.array(FraudRuleOut) });
export const FraudRuleResponse = z.object({ data: FraudRuleOut });

export const FraudRuleIn = z.strictObject({
  enabled: doc(z.boolean(), 'Whether the rule raises incidents'),
  threshold: doc(
    decimalText(
      12,
      'must be a decimal number with at most 12 digits before the point and 4 after',
    ).refine((v) => Number(v) > 0, { params: { kind: 'too_small' }, message: 'must be above 0' }),
    'Above (or, for ttc, below) this an incident is raised',
  ),
  window_minutes: doc(
    wholeNumber(0, 10080),
    'Minutes the rule counts over (1 to 10080 for windowed rules; 0 for the others)',
  ),
  hold_payments: doc(z.boolean(), "Whether an incident holds the partner's payments"),
});

const PartnerHoldOut = z.object({
  id: z.string(),
  held_since: z.string(),
  reason: doc(z.string(), 'As written when the hold was placed (English)'),
  fraud: z
    .object({ metric: z.enum(FRAUD_METRICS), campaign_id: z.string(), campaign_title: z.string() })
    .nullable()
    .meta({ description: 'The incident behind a fraud hold, for the partner pages to word' }),
});

export const PartnerHoldsResponse = z.object({
  data: z.array(PartnerHoldOut),
  contact: z.object({ network_name: z.string(), email: z.string().nullable() }),
});
