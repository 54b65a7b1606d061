import { AppError, isAppError } from '@/lib/errors';
import {
  FILTER_ALIASES,
  LIST_FILTERS,
  PUBLISHER_FILTER_NAMES,
  PublisherFilters,
  type PublisherFilterItems,
} from '@/lib/schemas/publisher-filters';
import type { PartnerSelection } from '@/lib/services/partner-collections';
import { listParam } from '../http/params';
import { parseOrThrow } from '../http/validation';

/**
 * The v2 partner list filters as the requests carry them: in the query string of the lists
 * (list filters as one value, a comma list, repeated keys or `name[]` keys) and as a body's
 * `filter: [{property, value}]` (the CSV export and the partner collections).
 */

/** The query string's filters; parameters that are not filters are left to the route. */
export function filtersOfUrl(url: URL): PublisherFilters {
  const raw: Record<string, unknown> = {};
  for (const name of PUBLISHER_FILTER_NAMES) {
    if (LIST_FILTERS.has(name)) {
      const values = listParam(url, name);
      if (values) raw[name] = values;
      continue;
    }
    const value = url.searchParams.get(name) ?? url.searchParams.get(`${name}[]`);
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  return parseOrThrow(PublisherFilters, raw);
}

/** A body's `filter` items as the filters; errors name the item (`filter.2.value`). */
export function filtersOfItems(
  items: PublisherFilterItems | undefined,
  field = 'filter',
): PublisherFilters {
  const raw: Record<string, unknown> = {};
  const indexOf = new Map<string, number>();
  (items ?? []).forEach((item, i) => {
    const name = FILTER_ALIASES[item.property] ?? item.property;
    if (!(PUBLISHER_FILTER_NAMES as string[]).includes(name))
      throw AppError.field(
        [field, i, 'property'],
        'invalid_enum',
        `${field}[${i}].property ${JSON.stringify(item.property)} is not a filter; filters are ${PUBLISHER_FILTER_NAMES.join(', ')}`,
      );
    if (indexOf.has(name))
      throw AppError.field(
        [field, i, 'property'],
        'not_unique_items',
        `${field}[${i}].property ${name} is already given in ${field}[${indexOf.get(name)}]`,
      );
    indexOf.set(name, i);
    raw[name] = item.value;
  });
  try {
    return parseOrThrow(PublisherFilters, raw);
  } catch (error) {
    if (!isAppError(error) || error.kind !== 'validation') throw error;
    const fields = error.fields.map((f) => {
      const [name, ...rest] = f.path;
      const i = indexOf.get(String(name));
      return i === undefined ? f : { ...f, path: [field, i, 'value', ...rest] };
    });
    throw AppError.validation(fields, fields[0]?.message ?? error.message);
  }
}

/** A partner collection body's selection: its partner_ids, or its filter less exclusions. */
export function selectionOfBody(body: {
  partner_ids?: number[];
  filter?: PublisherFilterItems;
  excluded_publisher_ids?: (string | number)[];
  excluded_publisher_id?: (string | number)[];
}): PartnerSelection {
  if (body.partner_ids) return { partnerIds: body.partner_ids };
  return {
    filters: filtersOfItems(body.filter),
    excluded: [...(body.excluded_publisher_ids ?? []), ...(body.excluded_publisher_id ?? [])],
  };
}
