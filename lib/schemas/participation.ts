import { z } from 'zod';
import { PartnerOut } from './partner';
import { COUNTRIES, NETWORK_STATUSES, NetworkStatus, YesOrNo } from './enums';
import { PROMOTIONAL_METHODS, VERTICALS } from './reference';
import { entityId, text } from './fields';
import { CampaignStatus, CampaignWithParticipationOut } from './campaign';

/**
 * Participation shapes: request access (v1 op 26, v2 op 27), decisions (v2 ops 30a/30b),
 * the partner's campaigns (v1 op 25), v3 participations (op 31), discovery (v2 ops 23/24)
 * and campaign terms acknowledgements (v3 35e/35f).
 *
 * Stored participation status: a approved, p pending, r rejected, t invited and waiting for
 * terms. Each version renders its own set (ENDPOINTS decision 11): v1 a|p|r (t reads as p),
 * v3 a|p|r|t, v2 discovery AVAILABLE (none yet) | REQUESTED (p) | INVITED (t) | REJECTED (r).
 */

export const PARTICIPATION_STATUSES = ['a', 'p', 'r', 't'] as const;
export const ParticipationStatus = z.enum(PARTICIPATION_STATUSES);

const MAX_ITEMS = 100;

/** Path of op 25: the status segment is a participation status in v1 letters. */
export const PartnerCampaignsParams = z.object({
  publisher_id: z.string(),
  status: z.enum(['a', 'p', 'r']),
});

/**
 * Request access (op 26, obsolete). Decision 5: a `status` in the body (or the path) is
 * accepted and ignored. terms_id is needed when the campaign has custom terms and must be
 * their latest id.
 */
export const RequestAccessIn = z.object({
  status: z.unknown().optional(),
  campaigns: z
    .array(z.object({ campaign_id: entityId(), terms_id: entityId().nullable().optional() }))
    .min(1)
    .max(MAX_ITEMS),
});
export type RequestAccessIn = z.output<typeof RequestAccessIn>;

/**
 * Create campaign requests (op 27). terms_id per item is our compatible extra: the latest
 * custom terms id of the campaign, acknowledged with the request (the same as 35f first).
 */
export const CampaignRequestsIn = z.object({
  campaign_requests: z
    .array(z.object({ advertiser_id: entityId(), campaign_id: entityId(), terms_id: entityId().nullable().optional() }))
    .min(1)
    .max(MAX_ITEMS),
});
export type CampaignRequestsIn = z.output<typeof CampaignRequestsIn>;

/** Accept campaign requests (op 30a): no other item fields are allowed. */
export const AcceptRequestsIn = z.object({
  campaign_requests: z.array(z.strictObject({ campaign_id: entityId(), publisher_id: entityId() })).min(1).max(1000),
});

/** Decline campaign requests (op 30b): reason may be null (or left out, read as null). */
export const DeclineRequestsIn = z.object({
  campaign_requests: z
    .array(z.strictObject({ campaign_id: entityId(), publisher_id: entityId(), reason: text(1000).nullable().optional() }))
    .min(1)
    .max(1000),
});
export type DecisionItemIn = { campaign_id: number; publisher_id: number; reason?: string | null };

/**
 * Op 30c (invite / reject network partners). Legacy: three body forms, exactly one of
 * `{publisher_id: [..], campaign_id: [..]}`, `{filter: [{property, value}], campaign_id: [..],
 * excluded_publisher_id?: [..]}` or `{partner_collection_id, campaign_id: [..]}`. We have no
 * partner collections, so the third is refused with a 400 naming partner_collection_id.
 * `filter` items are ANDed; `value` is one value or a list (any of). Filter properties:
 * network_status (a|p|r|n), vertical and promotional_method (reference ids),
 * operating_country (alias country; ISO alpha-2). At most MAX_PAIRS partner-campaign pairs.
 */
export const PARTNER_FILTER_PROPERTIES = ['network_status', 'vertical', 'promotional_method', 'operating_country', 'country'] as const;
const filterScalar = z.union([z.string(), z.number()]);
const filterValueOk: Record<(typeof PARTNER_FILTER_PROPERTIES)[number], (v: string) => boolean> = {
  network_status: (v) => (NETWORK_STATUSES as readonly string[]).includes(v),
  vertical: (v) => /^\d+$/.test(v) && Number(v) in VERTICALS,
  promotional_method: (v) => /^\d+$/.test(v) && Number(v) in PROMOTIONAL_METHODS,
  operating_country: (v) => (COUNTRIES as readonly string[]).includes(v.toUpperCase()),
  country: (v) => (COUNTRIES as readonly string[]).includes(v.toUpperCase()),
};
const idList = () => z.array(entityId()).min(1).max(1000);

export const NetworkPartnersDecisionIn = z
  .strictObject({
    campaign_id: idList(),
    publisher_id: idList().optional(),
    filter: z
      .array(z.strictObject({ property: z.string(), value: z.union([filterScalar, z.array(filterScalar).min(1).max(300)]) }))
      .min(1)
      .max(10)
      .optional(),
    excluded_publisher_id: z.array(entityId()).max(10000).optional(),
    partner_collection_id: z.union([z.string(), z.number()]).optional().meta({ description: 'Not supported here (no partner collections): always a 400' }),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], kind: string, message: string) => ctx.addIssue({ code: 'custom', path, params: { kind }, message });
    if (body.partner_collection_id !== undefined) {
      issue(['partner_collection_id'], 'invalid_value', 'is not supported: this network has no partner collections; send publisher_id or filter instead');
      return;
    }
    if (body.publisher_id === undefined && body.filter === undefined) issue(['publisher_id'], 'required', 'is required (or send filter instead)');
    if (body.publisher_id !== undefined && body.filter !== undefined) issue(['filter'], 'invalid_value', 'cannot be sent with publisher_id; send exactly one of them');
    if (body.excluded_publisher_id !== undefined && body.filter === undefined) issue(['excluded_publisher_id'], 'invalid_value', 'is only allowed with filter');
    body.filter?.forEach((f, i) => {
      const check = filterValueOk[f.property as keyof typeof filterValueOk];
      if (!check) {
        issue(['filter', i, 'property'], 'invalid_enum', `is not a supported filter property (${JSON.stringify(f.property)}); use one of: ${PARTNER_FILTER_PROPERTIES.join(', ')}`);
        return;
      }
      const bad = (Array.isArray(f.value) ? f.value : [f.value]).map(String).find((v) => !check(v.trim()));
      if (bad !== undefined) issue(['filter', i, 'value'], 'invalid_value', `contains ${JSON.stringify(bad)}, which is not a valid ${f.property}`);
    });
  });
export type NetworkPartnersDecisionIn = z.output<typeof NetworkPartnersDecisionIn>;

/**
 * Query of op 31. Legacy: array-style keys (`status[]=a&status[]=p`); plain keys and comma
 * lists are accepted too. Filters: status (default a), campaign_status (default a),
 * network_status (the partner's own, none by default). fields[] is accepted and ignored.
 */
export const ParticipationsQuery = z.object({
  status: z.array(ParticipationStatus).default(['a']),
  campaign_status: z.array(CampaignStatus).default(['a']),
  network_status: z.array(NetworkStatus).optional(),
});
export type ParticipationsQuery = z.output<typeof ParticipationsQuery>;

/** 35f body: exactly these two keys (v3). */
export const CampaignTermsAcknowledgementIn = z.strictObject({
  partner_id: entityId(),
  campaign_terms_and_conditions_id: entityId(),
});

/** 35e/35f list queries. */
export const CampaignTermsQuery = z.object({ campaign_id: entityId().optional() });
export const CampaignTermsAckQuery = z.object({
  partner_id: entityId().optional(),
  campaign_terms_and_conditions_id: entityId().optional(),
});

// ---------------------------------------------------------------- responses

const str = z.string();
const nstr = z.string().nullable();

/** Ops 25 and 26: `{count, campaigns: [{campaign}]}`. */
export const PartnerCampaignListOut = z.object({
  count: z.number().int(),
  campaigns: z.array(z.object({ campaign: CampaignWithParticipationOut })),
});

/** Why one item of a batch failed. Codes: see docs/campaigns.md. */
export const ItemErrorOut = z.object({
  code: str,
  message: str,
  /** With terms_required: the latest custom terms id to acknowledge. */
  terms_id: str.optional(),
});

/** Our compatible extra on op 27: one result per item, in order. */
export const CampaignRequestResultOut = z.object({
  campaign_id: str,
  advertiser_id: str,
  success: z.boolean(),
  /** The participation status after the call (a|p|r|t), null when none exists. */
  status: ParticipationStatus.nullable(),
  /** False when the item changed nothing (a repeat request, or a failure). */
  changed: z.boolean(),
  error: ItemErrorOut.nullable(),
});

/** Op 27 (decision 8: execution_type beside execution_time). */
export const CampaignRequestsOut = z.object({
  success_count: z.number().int(),
  failure_count: z.number().int(),
  execution_type: str,
  results: z.array(CampaignRequestResultOut),
});

export const DecisionResultOut = z.object({
  campaign_id: str,
  publisher_id: str,
  success: z.boolean(),
  status: ParticipationStatus.nullable(),
  error: ItemErrorOut.nullable(),
});

/** Ops 30a/30b, plus our per-item results. */
export const DecisionsOut = z.object({
  success_count: z.number().int(),
  failure_count: z.number().int(),
  results: z.array(DecisionResultOut),
});

/** An item of op 31. */
export const ParticipationV3Out = z.object({
  campaign_id: str,
  status: ParticipationStatus,
  approved: nstr,
  agreed_latest_terms: YesOrNo,
  custom_terms: YesOrNo,
  campaign_info: z.object({
    title: str,
    secure_tracking: YesOrNo,
    cpc_tracking_link: nstr,
    destination_url: str,
    tracking_link: nstr,
    tracking_link_mobile: nstr,
    allow_deep_linking: YesOrNo,
    campaign_languages: z.record(z.string(), z.object({ destination_url: str })).nullable(),
  }),
});
export type ParticipationV3Out = z.infer<typeof ParticipationV3Out>;
export const ParticipationListV3Out = z.object({ data: z.array(ParticipationV3Out) });

export const DISCOVERY_STATUSES = ['AVAILABLE', 'REQUESTED', 'INVITED', 'REJECTED'] as const;

export const DiscoveryCampaignOut = z.object({
  id: str,
  default_destination: nstr,
  title: str,
  currency: z.object({ iso: str, name: str, symbol: str }),
  vertical: z.object({ id: str, name: str }),
  status: z.enum(DISCOVERY_STATUSES),
  /** Only in the single-advertiser response (op 24). */
  campaign_icon: nstr.optional(),
});
export type DiscoveryCampaignOut = z.infer<typeof DiscoveryCampaignOut>;

export const DiscoveryAdvertiserOut = z.object({
  id: str,
  name: str,
  display_name: str,
  contact_email: nstr,
  description: nstr,
  advertiser_icon: nstr,
  network: z.object({ id: str, name: str }),
  address: z.object({ line1: nstr, line2: nstr, line3: nstr, line4: nstr, postcode: nstr, country: nstr }),
  campaigns: z.array(DiscoveryCampaignOut),
});
export type DiscoveryAdvertiserOut = z.infer<typeof DiscoveryAdvertiserOut>;

/** Op 23, offset-paged by brand: count is the number of brands with something to discover. */
export const DiscoveryListOut = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  advertisers: z.array(DiscoveryAdvertiserOut),
});
export const DiscoveryItemOut = z.object({ advertiser: DiscoveryAdvertiserOut });

/** 35e item. */
export const CampaignTermsV3Out = z.object({
  id: str,
  campaign_id: str,
  version: z.number().int(),
  title: str,
  locale: str,
  content: str,
  created_at: str,
});
export const CampaignTermsListV3Out = z.object({ data: z.array(CampaignTermsV3Out) });
export const CampaignTermsV3Body = z.object({ data: CampaignTermsV3Out });

/** 35f item. */
export const CampaignTermsAckOut = z.object({
  id: str,
  partner_id: str,
  campaign_terms_and_conditions_id: str,
  created_at: str,
  created_by: nstr,
});
export const CampaignTermsAckV3Body = z.object({ data: CampaignTermsAckOut });
export const CampaignTermsAckListV3Out = z.object({ data: z.array(CampaignTermsAckOut) });

// ---------------------------------------------------------------- brand side (ops 30d, 30e)

/**
 * Set participation status (op 30d). campaign_status is a, p or r: participations have no
 * n (the spec's Status enum has it; we refuse it). reason (ours) is kept in the history.
 */
export const SetParticipationStatusIn = z.object({
  publishers: z
    .array(z.object({ publisher_id: entityId(), campaign_status: z.enum(['a', 'p', 'r']), reason: text(1000).nullable().optional() }))
    .min(1)
    .max(1000),
});

/** Our filter on op 30e's list: one participation status (p includes invited, t). */
export const CampaignPartnersQuery = z.object({ campaign_status: z.enum(['a', 'p', 'r']).optional() });

export const ParticipationHistoryOut = z.object({
  from_status: ParticipationStatus.nullable(),
  to_status: ParticipationStatus,
  actor_user_id: nstr,
  reason: nstr,
  created: str,
});

/**
 * A partner on a campaign (ops 30d, 30e): the v1 Partner record (lib/api/presenters/partner.ts)
 * plus campaign_status (a|p|r) and the campaign's custom terms id and title ("" when none);
 * the single-partner read adds campaign_status_history (ours).
 */
export const CampaignPublisherOut = PartnerOut.extend({
  campaign_status: z.enum(['a', 'p', 'r']),
  invited: z.enum(['y', 'n']).meta({ description: 'Ours: y while the partner is invited and has not accepted yet (v1 reads that as campaign_status p)' }),
  campaign_custom_terms_and_conditions_id: str,
  campaign_custom_terms_and_conditions_title: str,
  campaign_status_history: z.array(ParticipationHistoryOut).optional(),
});
export const CampaignPublishersOut = z.object({
  count: z.number().int(),
  publishers: z.array(z.object({ publisher: CampaignPublisherOut })),
});
