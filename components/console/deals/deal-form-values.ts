import type { Deal, DealCreate } from '@/lib/client/hooks/deals';

/** The deal form's fields, as the form holds them. */
export interface DealValues {
  title: string;
  description: string;
  offer_type: 'coupon' | 'offer' | 'sale';
  offer_value: string;
  coupon_code: string;
  terms: string;
  category: string;
  country_iso: string;
  destination: string;
  /** `YYYY-MM-DDTHH:MM` from a datetime-local input, read as UTC; blank for none. */
  start: string;
  end: string;
  active: boolean;
}

export const OFFER_LABELS = { coupon: 'Coupon', offer: 'Offer', sale: 'Sale' } as const;

export const FIELDS = [
  'title',
  'description',
  'offer_type',
  'offer_value',
  'coupon_code',
  'terms',
  'category',
  'country_iso',
  'destination',
  'start',
  'end',
] as const;

export const FIELD_ALIAS: Record<string, string> = {
  start_date_time: 'start',
  end_date_time: 'end',
};

export const emptyDeal: DealValues = {
  title: '',
  description: '',
  offer_type: 'offer',
  offer_value: '',
  coupon_code: '',
  terms: '',
  category: '',
  country_iso: '',
  destination: '',
  start: '',
  end: '',
  active: true,
};

/** An ISO date-time (`...+00:00`) to a datetime-local value in UTC. */
const toLocalInput = (value: string | null) => (value ? value.slice(0, 16) : '');

/** A datetime-local value (UTC) to ISO 8601; blank is none (null). */
function toApiDate(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(v) ? `${v}:00Z` : v;
}

export function valuesOf(deal: Deal): DealValues {
  return {
    title: deal.title,
    description: deal.description,
    offer_type: deal.offer_type,
    offer_value: deal.offer_value,
    coupon_code: deal.coupon_code ?? '',
    terms: deal.terms ?? '',
    category: deal.category ?? '',
    country_iso: deal.country_iso ?? '',
    destination: deal.destination ?? '',
    start: toLocalInput(deal.start_date_time),
    end: toLocalInput(deal.end_date_time),
    active: deal.active === 'y',
  };
}

const orNull = (v: string) => v.trim() || null;

/** The body for POST and PATCH: every field (blank optional ones cleared). */
export function dealInput(v: DealValues): DealCreate {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    offer_type: v.offer_type,
    offer_value: v.offer_value.trim(),
    coupon_code: orNull(v.coupon_code),
    terms: orNull(v.terms),
    category: orNull(v.category),
    country_iso: (orNull(v.country_iso) as DealCreate['country_iso']) ?? null,
    destination: orNull(v.destination),
    start_date_time: toApiDate(v.start),
    end_date_time: toApiDate(v.end),
    active: v.active ? 'y' : 'n',
  };
}
