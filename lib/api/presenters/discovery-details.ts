import type {
  DiscoveryAdvertiserWithDetailsOut,
  DiscoveryDetailsOut,
} from '@/lib/schemas/participation';
import type { DiscoveredAdvertiser, DiscoveryDetails } from '@/lib/services/discovery';
import { presentDiscoveryAdvertiser } from './participation';

const DAY_SECONDS = 86_400;

/** The description in English, else in the first language the campaign has one in. */
function descriptionOf(all: Record<string, string>): string | null {
  for (const key of ['en', 'en_GB', 'en_US', ...Object.keys(all)]) {
    const text = all[key];
    if (text && text.trim()) return text;
  }
  return null;
}

/** A stored numeric without its trailing zeros: "12.5000" -> "12.5", "0.0000" -> "0". */
function plainNumber(value: string | null): string | null {
  if (value === null) return null;
  return String(Number(value));
}

function presentDiscoveryDetails(d: DiscoveryDetails): DiscoveryDetailsOut {
  return {
    description: descriptionOf(d.description),
    default_commission_rate: plainNumber(d.defaultCommissionRate),
    default_commission_value: plainNumber(d.defaultCommissionValue),
    higher_rates_may_apply: d.hasRules,
    cookie_period_days: Math.round((d.cookiePeriodSeconds / DAY_SECONDS) * 10) / 10,
    approval: d.autoApprove ? 'automatic' : 'review',
  };
}

/** The v2 advertiser item with each campaign's details (read with `details: true`). */
export function presentDiscoveryAdvertiserWithDetails(
  found: DiscoveredAdvertiser,
  origin: string,
): DiscoveryAdvertiserWithDetailsOut {
  const base = presentDiscoveryAdvertiser(found, origin, false);
  return {
    ...base,
    campaigns: base.campaigns.map((c, i) => ({
      ...c,
      details: presentDiscoveryDetails(found.campaigns[i]!.details!),
    })),
  };
}
