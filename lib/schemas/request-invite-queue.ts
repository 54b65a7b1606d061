import { z } from 'zod';
import { COUNTRIES } from './enums';
import { text } from './fields';
import { PaginationOut } from './pagination';
import { PROMOTIONAL_METHODS, VERTICALS } from './reference';
import { commaList } from './query-lists';

/**
 * The network's queue of campaign requests (participations p) and invitations (t), the
 * reference's Campaign Requests and Invites (v2): partners with their counts, the filter
 * values, one partner's requests and invitations, and the pending outcomes of an invitation.
 */

const str = z.string();
const nstr = z.string().nullable();
const MAX_LIST = 100;

/** The queue's status filter values: requested (p) and invited (t). */
const QUEUE_STATUSES = ['invited', 'requested'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/**
 * A comma-delimited filter (`vertical_id=1,2`): each value checked by `ok`, returned as a list
 * (normalised by `norm`). Blank values are dropped; an empty filter is no filter.
 */
function checkedList<T>(what: string, ok: (v: string) => boolean, norm: (v: string) => T) {
  return z
    .string()
    .transform((raw, ctx) => {
      const values = commaList(raw);
      const bad = values.find((v) => !ok(v));
      if (bad !== undefined || values.length > MAX_LIST) {
        ctx.addIssue({
          code: 'custom',
          params: { kind: 'invalid_value' },
          message:
            bad !== undefined
              ? `${JSON.stringify(bad.slice(0, 40))} is not a ${what}`
              : `at most ${MAX_LIST} values`,
        });
        return z.NEVER;
      }
      return values.length ? values.map(norm) : undefined;
    })
    .optional();
}

const isId = (v: string) => /^[1-9][0-9]{0,17}$/.test(v);
const isCountry = (v: string) => (COUNTRIES as readonly string[]).includes(v.toUpperCase());
const upper = (v: string) => v.toUpperCase();

const intParam = z.coerce
  .number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be an integer' : undefined) })
  .int();

/** GET /v2/networks/{networkId}/campaign-requests-invites: every filter narrows; values are comma lists. */
export const RequestInviteQueueQuery = z.object({
  vertical_id: checkedList('vertical id', (v) => isId(v) && Number(v) in VERTICALS, Number).meta({
    description: "The partner's vertical (reference ids, comma list)",
  }),
  promo_method_id: checkedList(
    'promotional method id',
    (v) => isId(v) && Number(v) in PROMOTIONAL_METHODS,
    Number,
  ).meta({ description: "The partner's promotional method (reference ids, comma list)" }),
  operating_country: checkedList('country code', isCountry, upper).meta({
    description: "The partner's operating country (ISO alpha-2, comma list)",
  }),
  promotional_country: checkedList('country code', isCountry, upper).meta({
    description: 'A country of one of the partner’s websites (ISO alpha-2, comma list)',
  }),
  campaign_id: checkedList('campaign id', isId, Number).meta({
    description: 'Requests and invitations on these campaigns only (comma list)',
  }),
  advertiser_id: checkedList('brand id', isId, Number).meta({
    description: 'Ours: requests and invitations on these brands’ campaigns only (comma list)',
  }),
  status: checkedList(
    'status (invited or requested)',
    (v) => (QUEUE_STATUSES as readonly string[]).includes(v.toLowerCase()),
    (v) => v.toLowerCase() as QueueStatus,
  ).meta({ description: 'invited, requested, or both (comma list); both when left out' }),
  search: text(100)
    .optional()
    .meta({ description: "Part of the partner's account or company name, or its id" }),
  offset: intParam.min(0).max(2_000_000_000).default(0),
  limit: intParam
    .min(1)
    .default(100)
    .transform((l) => Math.min(l, 500)),
});
export type RequestInviteQueueQuery = z.output<typeof RequestInviteQueueQuery>;

const idName = z.object({ id: str, name: str });
const countryOut = z.object({ iso: str, name: str });

const QueueWebsiteOut = z.object({ id: str, website_url: str, description: str });

/**
 * The reference's Partner of the queue. contact_name, contact_email and phone_number are for
 * staff only (brand users get the limited view, docs/api-decisions.md#partners-as-brand-users-see-them).
 */
export const QueuePartnerOut = z.object({
  id: str,
  name: str,
  reporting_identifier: str,
  /** Approved on the network (network status a). */
  active: z.boolean(),
  company_name: str,
  company_logo: nstr,
  contact_name: str.optional(),
  contact_email: str.optional(),
  description: str,
  account_created: str,
  phone_number: str.optional(),
  operating_country: countryOut.nullable(),
  vertical: idName,
  promotional_method: z.object({ id: z.number().int(), name: str }),
  /** The countries of the partner's active websites. */
  promotional_countries: z.array(countryOut),
  websites: z.array(QueueWebsiteOut),
});
export type QueuePartnerOut = z.infer<typeof QueuePartnerOut>;

const QueueListPartnerOut = QueuePartnerOut.extend({
  request_count: z.number().int(),
  invite_count: z.number().int(),
});

/** GET /v2/networks/{networkId}/campaign-requests-invites. */
export const RequestInviteQueueResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  partners: z.array(QueueListPartnerOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});

const nameValue = z.object({ name: str, value: str });

/** GET .../campaign-requests-invites/filters: the values the queue can be filtered by. */
export const RequestInviteFiltersResponse = z.object({
  filters: z.object({
    promo_methods: z.array(nameValue),
    verticals: z.array(nameValue),
    campaigns: z.array(nameValue),
    operating_countries: z.array(nameValue),
    statuses: z.array(z.enum(QUEUE_STATUSES)),
    custom_promo_methods: z.array(nameValue),
    custom_verticals: z.array(nameValue),
    /** Ours: the brands whose campaigns the caller sees. */
    advertisers: z.array(nameValue),
  }),
});

const QueueCampaignOut = z.object({
  id: str,
  default_destination: nstr,
  title: str,
  currency: z.object({ iso: str, name: str, symbol: str }),
  advertiser_id: str,
  /** Ours. */
  advertiser_name: str,
});

const QueueItemOut = z.object({
  /** Ours: the participation's id. */
  id: str,
  campaign: QueueCampaignOut,
  /** Ours: when the request or invitation was last changed (ISO 8601). */
  updated_at: str,
});
export type QueueItemOut = z.infer<typeof QueueItemOut>;

/** GET .../campaign-requests-invites/partners/{publisherId}; address for staff only. */
export const RequestInvitePartnerResponse = z.object({
  partner: QueuePartnerOut.extend({
    address: z
      .object({
        line1: nstr,
        line2: nstr,
        line3: nstr,
        line4: nstr,
        postcode: nstr,
        country: nstr,
      })
      .optional(),
    requests: z.array(QueueItemOut),
    invites: z.array(QueueItemOut),
  }),
});

// ---------------------------------------------------------------- pending invitation outcomes

/** What inviting a partner to a campaign would do (ours: see docs/api-decisions.md). */
const INVITE_OUTCOMES = ['approved', 'invited', 'not_invitable'] as const;

const campaignIdList = z
  .string()
  .transform((raw, ctx) => {
    const values = [...new Set(commaList(raw))];
    if (!values.length || values.length > MAX_LIST || !values.every(isId)) {
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_value' },
        message: `must be 1 to ${MAX_LIST} campaign ids (comma list, or campaign_ids[] repeated)`,
      });
      return z.NEVER;
    }
    return values.map(Number);
  })
  .meta({ description: 'The campaigns to invite to: a comma list, or campaign_ids[] repeated' });

/** The query of GET /v2/networks/{network_id}/invite/network-partners (and of its CSV export). */
export const InviteOutcomesQuery = z.object({
  partner_collection_id: z
    .string()
    .trim()
    .refine(isId, { params: { kind: 'invalid_value' }, message: 'is not a valid id' })
    .transform(Number),
  campaign_ids: campaignIdList,
  search: text(100)
    .optional()
    .meta({ description: "Part of the partner's account or company name" }),
  offset: intParam.min(0).max(2_000_000_000).default(0),
  limit: intParam
    .min(1)
    .default(100)
    .transform((l) => Math.min(l, 500)),
});
export type InviteOutcomesQuery = z.output<typeof InviteOutcomesQuery>;

/**
 * The same query as the OpenAPI document shows it. The wrapper keeps one value per key, so the
 * handler reads repeated `campaign_ids[]` itself and checks the whole query with InviteOutcomesQuery.
 */
export const InviteOutcomesQueryDoc = z.object({
  partner_collection_id: z.string().meta({ description: 'The partner collection to invite' }),
  campaign_ids: z.string().optional().meta({
    description: 'The campaigns to invite to (comma list); required unless campaign_ids[] is sent',
  }),
  'campaign_ids[]': z.string().optional().meta({ description: 'campaign_ids, repeated' }),
  search: z.string().optional(),
  offset: z.string().optional(),
  limit: z.string().optional(),
});

const InviteOutcomeCampaignOut = z.object({
  id: str,
  name: str,
  status: z.enum(INVITE_OUTCOMES),
  /** When the partner was approved on the campaign (ISO 8601); null when not (yet). */
  approval_date: nstr,
  /** Ours: the participation status now (a|p|r|t), null when none. */
  current_status: z.enum(['a', 'p', 'r', 't']).nullable(),
  /** Ours: why the partner cannot be invited, when not_invitable. */
  reason: nstr,
});

export const InviteOutcomesResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  partners: z.array(
    z.object({
      id: str,
      name: str,
      company_name: str,
      campaigns: z.array(InviteOutcomeCampaignOut),
      websites: z.array(QueueWebsiteOut),
    }),
  ),
});

/**
 * The raw query InviteOutcomesQuery checks: every key as sent, with `campaign_ids` and repeated
 * `campaign_ids[]` joined into one comma list (absent when neither is sent).
 */
export function inviteOutcomesInput(search: URLSearchParams): Record<string, string | undefined> {
  const ids = [...search.getAll('campaign_ids[]'), ...search.getAll('campaign_ids')];
  return { ...Object.fromEntries(search), campaign_ids: ids.length ? ids.join(',') : undefined };
}
