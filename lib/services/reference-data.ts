import { CAMPAIGN_EXTRA_DEFAULTS, CAMPAIGN_EXTRA_KEYS } from '@/lib/schemas/campaign/extra-fields';
import {
  COUNTRIES,
  CURRENCIES,
  LOCALES,
  PAYMENT_TYPES,
  type PaymentType,
} from '@/lib/schemas/enums';
import { COUNTRY_LIST, CURRENCY_LIST, TIMEZONE_LIST } from '@/lib/schemas/reference/data';
import {
  CONVERSION_METRIC_LIST,
  CONVERSION_TYPE_LIST,
  DEVICE_LIST,
  LOCALE_NAMES,
  PARTNERSHIP_MODEL_LIST,
  PROMOTIONAL_METHOD_LIST,
  TRAFFIC_SOURCE_LIST,
  USER_CONTEXT_LIST,
  VERTICAL_LIST,
  WEBSITE_TYPE_LIST,
  type TrackingEntry,
} from '@/lib/schemas/reference/lists';
import { US_STATES } from '@/lib/schemas/reference/us-states';
import { localFields } from '@/lib/schemas/conversion/report-dates';

/**
 * The v1 GET /reference/... lookups: read-only lists, the same for every network, in the
 * reference's shapes. Each list holds exactly what the request validations accept.
 */

type Wrapped<K extends string, T> = Record<K, T>;
const counted = <K extends string, T>(plural: K, items: T[]) =>
  ({ count: items.length, [plural]: items }) as { count: number } & Record<K, T[]>;
const wrap = <K extends string, T>(key: K, items: readonly T[]): Wrapped<K, T>[] =>
  items.map((item) => ({ [key]: item }) as Wrapped<K, T>);

export const listVerticals = () =>
  counted(
    'verticals',
    wrap(
      'vertical',
      VERTICAL_LIST.map((v) => ({ vertical_id: v.id, name: v.name, description: v.description })),
    ),
  );

export const listWebsiteTypes = () =>
  counted(
    'website_types',
    wrap(
      'website_type',
      WEBSITE_TYPE_LIST.map((v) => ({
        website_id: v.id,
        name: v.name,
        description: v.description,
      })),
    ),
  );

export const listPromotionalMethods = () =>
  counted(
    'promotional_methods',
    wrap(
      'promotional_method',
      PROMOTIONAL_METHOD_LIST.map((v) => ({
        promotional_method_id: v.id,
        name: v.name,
        description: v.description,
      })),
    ),
  );

const acceptedCountries = new Set<string>(COUNTRIES);
export const listCountries = () =>
  counted(
    'countries',
    wrap(
      'country',
      COUNTRY_LIST.filter((c) => acceptedCountries.has(c.iso)),
    ),
  );

export const listLocales = () =>
  counted(
    'locales',
    wrap(
      'locale',
      LOCALES.map((code) => ({ code, printable_name: LOCALE_NAMES[code] ?? code })),
    ),
  );

/** The currencies amounts and settings may be in (the reference's Currency enum). */
const acceptedCurrencies = new Set<string>(CURRENCIES);
export const listCurrencies = () =>
  counted(
    'currencies',
    wrap(
      'currency',
      CURRENCY_LIST.filter((c) => acceptedCurrencies.has(c.iso)),
    ),
  );

/** Payment currency and country combinations: every accepted country for each currency. */
export const listCurrencyCountries = () => [
  {
    currency_country: {
      currency_iso: Object.fromEntries(
        CURRENCIES.map((iso) => [iso, { country_iso: [...COUNTRIES] }]),
      ),
    },
  },
];

export const listUsStates = () =>
  counted(
    'us_states',
    wrap(
      'us_state',
      Object.entries(US_STATES).map(([code, printable_name]) => ({ code, printable_name })),
    ),
  );

export const listConversionTypes = () =>
  counted(
    'conversion_types',
    wrap(
      'conversion_type',
      CONVERSION_TYPE_LIST.map((t) => ({
        conversion_type_id: t.id,
        conversion_type: t.type,
        description: t.description,
        available_to_invoice: 'y' as const,
        available_to_selfbill: 'y' as const,
        exclude_from_override_rules: 'y' as const,
      })),
    ),
  );

const tracking = (idKey: string, list: readonly TrackingEntry[]) =>
  list.map(({ id, title, description, key }) => ({
    [idKey]: id,
    title,
    description,
    skip_invoice: 0,
    skip_selfbill: 0,
    skip_override: 0,
    ...(key === undefined ? {} : { key }),
  }));

export const listDevices = () =>
  counted('devices', wrap('device', tracking('ref_device_id', DEVICE_LIST)));
export const listUserContexts = () =>
  counted(
    'user_contexts',
    wrap('user_context', tracking('ref_user_context_id', USER_CONTEXT_LIST)),
  );
export const listTrafficSources = () =>
  counted(
    'traffic_sources',
    wrap('traffic_source', tracking('ref_traffic_source_id', TRAFFIC_SOURCE_LIST)),
  );
export const listConversionMetrics = () =>
  counted(
    'conversion_metrics',
    wrap('conversion_metric', tracking('ref_conversion_metric_id', CONVERSION_METRIC_LIST)),
  );
export const listPartnershipModels = () =>
  counted(
    'partnership_models',
    wrap('partnership_model', tracking('ref_partnership_model_id', PARTNERSHIP_MODEL_LIST)),
  );

// ---------------------------------------------------------------- time zones

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** One zone now: its UTC offset in seconds, "[GMT-10:00] Pacific/Tahiti" and its local time. */
export function describeTimezone(name: string, at = new Date()) {
  const w = localFields(at, name);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const offset = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000) * 60;
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${pad(Math.trunc(offset / 3600))}:${pad((Math.abs(offset) % 3600) / 60)}`;
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  return {
    description: `[GMT${sign}${hhmm}] ${name}`,
    local_time: `${date} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`,
    utc_offset: String(offset),
  };
}

export const listTimezones = (at = new Date()) =>
  counted(
    'timezones',
    wrap(
      'timezone',
      TIMEZONE_LIST.map((t) => ({
        ref_timezone_id: t.ref_timezone_id,
        name: t.name,
        ...describeTimezone(t.name, at),
      })),
    ),
  );

// ---------------------------------------------------------------- campaign extra fields

/** A default as text (the reference types it a string): JSON for lists and objects, '' for none. */
const defaultText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * The campaign settings kept beside the record (campaigns.extra), each with its default. Ids
 * follow the declaration order; a new field is added at the end, so ids never move.
 */
export const listCampaignExtraFields = () =>
  counted(
    'campaign_extra_fields',
    wrap(
      'campaign_extra_field',
      CAMPAIGN_EXTRA_KEYS.map((name, i) => ({
        campaign_extra_field_id: i + 1,
        field_name: name,
        field_comment: `campaign level ${name.replace(/_/g, ' ')} setting`,
        field_default_value: defaultText(CAMPAIGN_EXTRA_DEFAULTS[name]),
      })),
    ),
  );

/** How each payment method reads in the lookup; its code is what payment details and runs take. */
const PAYMENT_METHOD_WORDS: Record<PaymentType, { title: string; typeCode: string }> = {
  bank_transfer: { title: 'Bank Transfer', typeCode: 'eft' },
  paypal: { title: 'PayPal', typeCode: 'paypal' },
};

/** The methods partners are paid by (payment details' `payment_type_code`, a run's `payment_type`). */
export const listPaymentMethods = () =>
  counted(
    'payment_methods',
    wrap(
      'payment_method',
      PAYMENT_TYPES.map((code, i) => ({
        payment_method_id: i + 1,
        payment_method_code: code,
        title: PAYMENT_METHOD_WORDS[code].title,
        payment_type_code: PAYMENT_METHOD_WORDS[code].typeCode,
        active: 'y' as const,
      })),
    ),
  );
