/**
 * Reference lists behind the ids and codes the API carries, with the public Partnerize
 * reference's ids and names (served by GET /reference/...; see lib/schemas/reference/). The
 * validations of vertical, promotional_method, website_type and time zone fields use these maps.
 */
import {
  PROMOTIONAL_METHOD_LIST,
  VERTICAL_LIST,
  WEBSITE_TYPE_LIST,
  type NamedEntry,
} from './reference/lists';
import timezones from './reference/timezones.json';

export { DEFAULT_WEBSITE_TYPE, OTHER_PROMOTIONAL_METHOD, OTHER_VERTICAL } from './reference/lists';

const byId = (list: readonly NamedEntry[]): Record<number, string> =>
  Object.fromEntries(list.map((e) => [e.id, e.name]));

export const VERTICALS: Record<number, string> = byId(VERTICAL_LIST);
export const PROMOTIONAL_METHODS: Record<number, string> = byId(PROMOTIONAL_METHOD_LIST);
export const WEBSITE_TYPES: Record<number, string> = byId(WEBSITE_TYPE_LIST);

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The time zone names GET /reference/timezone lists (IANA names, UTC, GMT and CET). */
export const TIME_ZONES: ReadonlySet<string> = new Set(timezones.map((t) => t.name));
