import { blankTo } from '@/lib/client/form-resolver';
import type { Campaign } from './types';

export interface Values {
  title: string;
  destination_url: string;
  status: string;
  commission_type: 'rate' | 'value';
  commission: string;
  default_currency: string;
  cookie_days: string;
  vertical_id: string;
  auto_approve_publisher: boolean;
  hidden_campaign: boolean;
  description: string;
}
export const FIELDS = [
  'title',
  'destination_url',
  'status',
  'commission',
  'default_currency',
  'cookie_days',
  'vertical_id',
  'description',
] as const;

/** Where an error on a body attribute shows in this form. */
export const ALIAS: Record<string, string> = {
  default_commission_rate: 'commission',
  default_commission_value: 'commission',
  cookie_period: 'cookie_days',
  'description.en': 'description',
};

const DAY = 86_400;

/** The form's values for a campaign, or a new campaign's defaults. */
export function valuesOf(c: Campaign | null): Values {
  if (!c) {
    return {
      title: '',
      destination_url: '',
      status: 'a',
      commission_type: 'rate',
      commission: '',
      default_currency: 'GBP',
      cookie_days: '30',
      vertical_id: '2',
      auto_approve_publisher: false,
      hidden_campaign: false,
      description: '',
    };
  }
  return {
    title: c.title,
    destination_url: c.destination_url,
    status: c.status,
    commission_type: c.default_commission_value !== null ? 'value' : 'rate',
    commission: c.default_commission_value ?? c.default_commission_rate ?? '',
    default_currency: c.default_currency,
    cookie_days: String(Math.round((c.cookie_period / DAY) * 100) / 100),
    vertical_id: String(c.vertical_id),
    auto_approve_publisher: c.auto_approve_publisher === 'y',
    hidden_campaign: c.hidden_campaign === 'y',
    description: c.description.en ?? '',
  };
}

/** The API body: the commission as a rate or a value, the cookie period in seconds, the English description merged in. */
export function toInput(v: Values, campaign: Campaign | null, brandId: string) {
  const days = v.cookie_days.trim();
  const description = { ...(campaign?.description ?? {}) } as Record<string, string>;
  if (v.description.trim()) description.en = v.description.trim();
  else delete description.en;
  return {
    ...(campaign ? { campaign_id: campaign.campaign_id } : { advertiser_id: brandId }),
    title: v.title.trim(),
    destination_url: v.destination_url.trim(),
    status: v.status,
    [v.commission_type === 'rate' ? 'default_commission_rate' : 'default_commission_value']:
      blankTo(v.commission, campaign ? null : undefined),
    default_currency: v.default_currency,
    // The form speaks days; the API seconds.
    cookie_period:
      days === ''
        ? undefined
        : /^\d+(\.\d+)?$/.test(days)
          ? String(Math.round(Number(days) * DAY))
          : days,
    vertical_id: v.vertical_id,
    auto_approve_publisher: v.auto_approve_publisher ? 'y' : 'n',
    hidden_campaign: v.hidden_campaign ? 'y' : 'n',
    description,
  };
}
