import { z } from 'zod';
import { COUNTRIES, PUBLISHER_CAMPAIGN_STATUSES, PUBLISHER_NETWORK_STATUSES } from './enums';
import { PROMOTIONAL_METHODS, VERTICALS } from './reference';
import { commaList } from './query-lists';

/**
 * The partner filters of the v2 partner lists (GET /v2/networks/{network_id}/publishers and
 * .../ids), their CSV export's `filter` items and the partner collections' `filter`: one
 * schema for all of them (docs/api-decisions.md#v2-partner-lists). Each list filter takes one
 * value, a comma list or an array; filters are ANDed, the values of one filter ORed.
 */

const scalar = z.union([z.string(), z.number()]);
const MAX_VALUES = 1000;

/**
 * One value, a comma-separated list, or an array of them, as trimmed strings; `check` names the
 * first value that is not `what` (a 400 naming the filter and the value).
 */
function listOf(check?: (v: string) => boolean, what = '', max = MAX_VALUES) {
  return z
    .union([scalar, z.array(scalar)])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((x) => commaList(String(x))))
    .superRefine((values, ctx) => {
      if (values.length > max)
        ctx.addIssue({
          code: 'custom',
          params: { kind: 'too_many_items' },
          message: `must have at most ${max} values`,
        });
      const bad = check ? values.find((v) => !check(v)) : undefined;
      if (bad !== undefined)
        ctx.addIssue({
          code: 'custom',
          params: { kind: 'invalid_value' },
          message: `contains ${JSON.stringify(bad)}, which is not ${what}`,
        });
    });
}

/** Ids in a filter: any text; one that is not one of ours matches nothing (never a 400). */
const filterIds = (max = MAX_VALUES) => listOf((v) => v.length <= 40, 'an id', max);

const referenceIds = (list: Record<number, string>, what: string) =>
  listOf((v) => /^\d{1,9}$/.test(v) && Number(v) in list, `a known ${what} id`).transform(
    (values) => values.map(Number),
  );

const oneOf = <T extends string>(values: readonly T[], what: string) =>
  listOf(
    (v) => (values as readonly string[]).includes(v),
    `${what} (one of ${values.join(', ')})`,
  ).transform((v) => v as T[]);

const countries = listOf(
  (v) => (COUNTRIES as readonly string[]).includes(v.toUpperCase()),
  'an ISO 3166-1 alpha-2 country code',
).transform((values) => values.map((v) => v.toUpperCase()));

const searchText = z.string().trim().max(255);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => {
  const date = new Date(`${v}T00:00:00Z`);
  return DATE.test(v) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
};

/** `2020-01-01..2021-01-01` (either end may be left open), or one day `2020-01-01`. */
const dateRange = z
  .string()
  .trim()
  .transform((v) => {
    const [from = '', to = from] = v.includes('..') ? v.split('..') : [v, v];
    return { from: from.trim() || undefined, to: to.trim() || undefined };
  })
  .refine(
    (r) =>
      (r.from !== undefined || r.to !== undefined) &&
      [r.from, r.to].every((d) => d === undefined || isDate(d)) &&
      !(r.from && r.to && r.from > r.to),
    {
      params: { kind: 'invalid_date' },
      message:
        'must be a date range YYYY-MM-DD..YYYY-MM-DD (either end may be left out) or one date YYYY-MM-DD',
    },
  );

const yesNo = z
  .union([z.string(), z.boolean()])
  .transform((v) => String(v).trim().toLowerCase())
  .pipe(z.enum(['y', 'n', 'true', 'false']))
  .transform((v) => (v === 'y' || v === 'true' ? 'y' : 'n'));

/** Sort keys of the v2 partner lists; `-` in front sorts descending. */
const PUBLISHER_SORTS = [
  'id',
  'name',
  'company_name',
  'account_created',
  'network_status',
] as const;
type PublisherSortKey = (typeof PUBLISHER_SORTS)[number];

const sortSpec = z
  .string()
  .trim()
  .refine((v) => new RegExp(`^-?(${PUBLISHER_SORTS.join('|')})$`).test(v), {
    params: { kind: 'invalid_enum' },
    message: `must be one of ${PUBLISHER_SORTS.join(', ')}, each optionally with - in front (descending)`,
  })
  .transform((v) => ({
    key: v.replace(/^-/, '') as PublisherSortKey,
    descending: v.startsWith('-'),
  }));

export const PublisherFilters = z.strictObject({
  account_created: dateRange.optional(),
  campaign_ids: filterIds().optional(),
  campaign_statuses: oneOf(PUBLISHER_CAMPAIGN_STATUSES, 'a campaign status').optional(),
  commission_group_ids: filterIds().optional(),
  company_name: searchText.optional(),
  ids: filterIds(10_000).optional(),
  include_discovery: yesNo.optional(),
  website_verified: yesNo.optional(),
  locales: listOf((v) => v.length <= 10, 'a locale code')
    .transform((values) => values.map((v) => v.toLowerCase()))
    .optional(),
  network_statuses: oneOf(PUBLISHER_NETWORK_STATUSES, 'a network status').optional(),
  operating_countries: countries.optional(),
  partner_collection_id: z.string().trim().max(40).optional(),
  promotional_countries: countries.optional(),
  promotional_method_ids: referenceIds(PROMOTIONAL_METHODS, 'promotional method').optional(),
  publisher_email: searchText.optional(),
  publisher_name: searchText.optional(),
  publisher_tag_ids: filterIds().optional(),
  publisher_website: searchText.optional(),
  reporting_identifier: searchText.optional(),
  search: searchText.optional(),
  vertical_ids: referenceIds(VERTICALS, 'vertical').optional(),
  sort: sortSpec.optional(),
});
export type PublisherFilters = z.output<typeof PublisherFilters>;

/** Every filter's name (sort included), as the query string and a body's `filter` spell them. */
export const PUBLISHER_FILTER_NAMES = Object.keys(
  PublisherFilters.shape,
) as (keyof PublisherFilters)[];

/** Filters whose value is a list (repeated keys, `name[]` keys and comma lists are joined). */
export const LIST_FILTERS: ReadonlySet<string> = new Set([
  'campaign_ids',
  'campaign_statuses',
  'commission_group_ids',
  'ids',
  'locales',
  'network_statuses',
  'operating_countries',
  'promotional_countries',
  'promotional_method_ids',
  'publisher_tag_ids',
  'vertical_ids',
]);

/** Spellings of body `filter` properties that name the same filter (the CSV export's singular ones). */
export const FILTER_ALIASES: Record<string, keyof PublisherFilters> = {
  promotional_country: 'promotional_countries',
  vertical_id: 'vertical_ids',
};

/**
 * A body's `filter`: `[{property, value}]`, ANDed. The properties are the list filters' query
 * names (and the aliases above); the same property twice is a 400.
 */
export const PublisherFilterItems = z
  .array(
    z.strictObject({
      property: z.string().max(50),
      value: z.union([scalar, z.boolean(), z.array(scalar).max(10_000)]),
    }),
  )
  .max(30);
export type PublisherFilterItems = z.output<typeof PublisherFilterItems>;

/** The documented query string of the list operations (the handler reads the real values itself). */
export const PublisherFiltersQuery = z.object(
  Object.fromEntries(
    PUBLISHER_FILTER_NAMES.map((name) => [
      name,
      LIST_FILTERS.has(name)
        ? z
            .string()
            .optional()
            .meta({ description: 'One value, a comma list, or the key repeated (also as name[])' })
        : z.string().optional(),
    ]),
  ) as Record<keyof PublisherFilters, z.ZodOptional<z.ZodString>>,
);
