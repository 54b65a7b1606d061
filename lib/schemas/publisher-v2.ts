import { z } from 'zod';
import { NetworkStatus, PUBLISHER_CAMPAIGN_STATUSES } from './enums';
import { PaginationOut } from './pagination';
import { PublisherFilterItems } from './publisher-filters';
import { commaList } from './query-lists';

/**
 * The v2 partner lists (Partnerize publishers API): the Publisher record, the list, ids and
 * CSV export bodies. Every field of the record is optional: `fields` chooses them, and brand
 * users never get the private ones (docs/api-decisions.md#v2-partner-lists).
 */

const nullableText = z.string().nullable();
const named = z.object({ id: z.string(), name: z.string() });
const country = z.object({ id: z.string(), iso: z.string(), name: z.string() });

const PublisherV2CampaignOut = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PUBLISHER_CAMPAIGN_STATUSES),
  camref: nullableText,
  tracking_link: nullableText.meta({
    description: 'The click URL on our tracking path while approved (status a), else null',
  }),
  status_changed_at: nullableText.meta({ description: 'ISO 8601 date-time' }),
  destination_url: z.string(),
  advertiser_id: z.string(),
});

export const PublisherV2Out = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'The account name' }),
    company_name: z.string(),
    company_logo: nullableText,
    contact_email: z.string(),
    contact_name: nullableText,
    locale: z.string(),
    operating_country: country.nullable(),
    vertical: named,
    promotional_method: named,
    websites: z.array(
      z.object({ id: z.string(), website_url: z.string(), description: z.string() }),
    ),
    campaigns: z.array(PublisherV2CampaignOut),
    commission_groups: z.array(named),
    partner_collection_ids: z.array(z.string()),
    signup_ip: z.string(),
    network_notes: nullableText,
    network_id: z.string(),
    account_created: z.string().meta({ description: 'ISO 8601 date-time' }),
    description: nullableText,
    active: z.boolean().nullable().meta({ description: 'Approved on the network' }),
    address: z.object({
      line1: nullableText,
      line2: nullableText,
      line3: nullableText,
      line4: nullableText,
      postcode: nullableText,
      country: nullableText,
    }),
    network_status: NetworkStatus.meta({
      description: 'Ours: a approved, p pending, r rejected, n not a member',
    }),
    default_currency: z.string(),
    phone_number: nullableText,
    reporting_identifier: nullableText,
    promotional_countries: z.array(country),
    metadata: z.null().meta({ description: 'We keep no network metadata: null' }),
    website_info: z.array(
      z.object({ website_url: z.string(), verification_status: z.literal('unverified') }),
    ),
  })
  .partial()
  .meta({ id: 'PublisherV2' });
export type PublisherV2Out = z.infer<typeof PublisherV2Out>;
export type PublisherV2Field = keyof PublisherV2Out;

/** The record's fields when `fields` is not sent: the reference's Publisher, and our network_status. */
export const DEFAULT_PUBLISHER_FIELDS: PublisherV2Field[] = [
  'id',
  'name',
  'company_name',
  'company_logo',
  'contact_email',
  'locale',
  'operating_country',
  'vertical',
  'promotional_method',
  'websites',
  'campaigns',
  'commission_groups',
  'partner_collection_ids',
  'signup_ip',
  'network_notes',
  'network_id',
  'account_created',
  'contact_name',
  'description',
  'active',
  'address',
  'network_status',
];

/** Fields a brand user may receive (the rest are the network's or the partner's private data). */
export const BRAND_PUBLISHER_FIELDS: ReadonlySet<PublisherV2Field> = new Set<PublisherV2Field>([
  'id',
  'name',
  'company_name',
  'company_logo',
  'operating_country',
  'vertical',
  'promotional_method',
  'websites',
  'campaigns',
  'commission_groups',
  'network_id',
  'account_created',
  'description',
  'active',
  'network_status',
  'promotional_countries',
]);

const ALL_FIELDS = Object.keys(PublisherV2Out.shape) as PublisherV2Field[];

/** `fields`: a comma list of record fields, in any order. */
export const PublisherFieldsParam = z
  .string()
  .transform((v) => commaList(v))
  .superRefine((names, ctx) => {
    const bad = names.find((n) => !(ALL_FIELDS as string[]).includes(n));
    if (bad !== undefined)
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_enum' },
        message: `contains ${JSON.stringify(bad)}, which is not a field; fields are ${ALL_FIELDS.join(', ')}`,
      });
  })
  .transform((names) => names as PublisherV2Field[]);

/** GET .../publishers/{publisher_id}: the record itself (with execution_time beside its fields). */
export const PublisherV2Response = PublisherV2Out;

export const PublisherListV2Response = z.object({
  count: z.number().int().meta({ description: 'Every partner matching the filters' }),
  limit: z.number().int(),
  offset: z.number().int(),
  publishers: z.array(PublisherV2Out),
  hypermedia: z.object({ pagination: PaginationOut }),
});

export const PublisherIdsV2Response = z.object({
  count: z.number().int().meta({ description: 'Every partner matching the filters' }),
  limit: z.number().int(),
  offset: z.number().int(),
  publisher_ids: z.array(z.string()),
});

/** The reference example's CSV columns: the export's columns when `fields` is not sent. */
export const DEFAULT_CSV_FIELDS = [
  'account_created',
  'signup_ip',
  'id',
  'name',
  'reporting_identifier',
  'campaigns',
  'contact_name',
  'contact_email',
  'company_name',
  'phone_number',
  'instant_messaging',
  'operating_country',
  'locale',
  'vertical',
  'promotional_method',
  'websites',
  'website_info',
  'metadata',
] as const;

/** Columns of the CSV export, by the `fields` name that asks for them: the reference's and ours. */
export const CSV_FIELDS = [
  ...DEFAULT_CSV_FIELDS,
  'network_id',
  'network_notes',
  'commission_groups',
  'network_status',
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** POST /v2/networks/{network_id}/publishers.csv. */
export const PublishersCsvIn = z.strictObject({
  delimiter: z.enum([',', '|', '\t']).default(','),
  excluded_publisher_id: z
    .array(z.union([z.string(), z.number()]))
    .max(10_000)
    .optional(),
  excluded_publisher_ids: z
    .array(z.union([z.string(), z.number()]))
    .max(10_000)
    .optional()
    .meta({ description: 'Ours: the partner collections spelling of excluded_publisher_id' }),
  limit: z.number().int().min(1).max(50_000).default(50_000),
  offset: z.number().int().min(0).nullable().default(null),
  filter: PublisherFilterItems.optional(),
  email_result: z
    .union([z.string(), z.boolean()])
    .refine((v) => v === false, {
      params: { kind: 'invalid_value' },
      message:
        'is not supported: we send no e-mails with attachments; leave it out or send false to get the CSV as the response',
    })
    .optional()
    .meta({ description: 'Only false (or absent) is served: the CSV is the response' }),
  fields: z.array(z.enum(CSV_FIELDS)).min(1).max(CSV_FIELDS.length).optional(),
});
export type PublishersCsvIn = z.output<typeof PublishersCsvIn>;
