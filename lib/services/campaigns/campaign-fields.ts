import { AppError } from '@/lib/errors';
import { CAMPAIGN_EXTRA_KEYS, type CampaignFieldsIn } from '@/lib/schemas/campaign';
import type { campaigns } from '@/lib/db/schema';
import { sanitizeRichText } from '../html';
import { iconChange, type IconChange } from '../images';

// What a create or update body sets on a campaign.

const yes = (v: 'y' | 'n' | undefined) => (v === undefined ? undefined : v === 'y');

function sanitizedMap<T>(
  map: Partial<Record<string, T>> | undefined,
  clean: (v: T) => T,
): Record<string, T> | undefined {
  if (map === undefined) return undefined;
  const out: Record<string, T> = {};
  for (const [locale, value] of Object.entries(map))
    if (value !== undefined) out[locale] = clean(value);
  return out;
}

/** The real columns a body sets; absent fields are left out. */
export function columnsOf(input: CampaignFieldsIn): Partial<typeof campaigns.$inferInsert> {
  const out: Partial<typeof campaigns.$inferInsert> = {
    title: input.title,
    status: input.status,
    destinationUrl: input.destination_url,
    autoApprovePartner: yes(input.auto_approve_publisher),
    hiddenCampaign: yes(input.hidden_campaign),
    defaultCurrency: input.default_currency,
    cookiePeriod: input.cookie_period,
    verticalId: input.vertical_id,
    description: sanitizedMap(input.description, sanitizeRichText),
    terms: sanitizedMap(input.terms, (t) => ({ terms: sanitizeRichText(t.terms) })),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** The stored-as-sent fields a body sets (campaigns.extra). */
export function extraOf(input: CampaignFieldsIn): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of CAMPAIGN_EXTRA_KEYS) {
    const value = input[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Exactly one of rate and value: sending one (not null) without the other clears the other,
 * so a campaign can switch from a percentage to a fixed amount in one update.
 */
export function mergeCommission(
  current: { rate: string | null; value: string | null },
  input: CampaignFieldsIn,
): { rate: string | null; value: string | null } {
  const rateSent = input.default_commission_rate !== undefined;
  const valueSent = input.default_commission_value !== undefined;
  let rate = rateSent ? input.default_commission_rate! : current.rate;
  let value = valueSent ? input.default_commission_value! : current.value;
  if (rateSent && !valueSent && rate !== null) value = null;
  if (valueSent && !rateSent && value !== null) rate = null;
  if (rate !== null && value !== null) {
    throw AppError.field(
      ['default_commission_value'],
      'invalid_value',
      'Send either default_commission_rate or default_commission_value, not both',
    );
  }
  if (rate === null && value === null) {
    throw AppError.field(
      ['default_commission_rate'],
      'required',
      'default_commission_rate or default_commission_value is required',
    );
  }
  return { rate, value };
}

/** The campaign icon a body asks for (campaign_icon or campaign_icon_upload). */
export function campaignIconChange(
  input: CampaignFieldsIn,
  isCurrent: (url: string) => boolean,
): Promise<IconChange> {
  return iconChange(
    { url: input.campaign_icon, dataUrl: input.campaign_icon_upload },
    { url: 'campaign_icon', dataUrl: 'campaign_icon_upload' },
    isCurrent,
  );
}
