import { config } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { fromUnits, toUnits } from '@/lib/money/amount';
import type { CampaignRow } from '../campaigns/read-campaigns';

/**
 * A campaign's sale limits (docs/jobs-and-conversions.md#sale-limits): the largest sale value it
 * records and how many days back a sale may be dated. The campaign's own (staff set them), else
 * the deployment's defaults (CONVERSION_MAX_VALUE, CONVERSION_MAX_AGE_DAYS).
 */

export interface SaleLimits {
  /** An exact amount, compared with the value as sent (in whichever currency it was sent). */
  maxSaleValue: string;
  maxAgeDays: number;
}

const DAY_MS = 86_400_000;

type LimitColumns = Pick<CampaignRow, 'maxSaleValue' | 'saleWindowDays'>;

export function saleLimitsOf(campaign: LimitColumns): SaleLimits {
  const defaults = config().conversions;
  return {
    maxSaleValue: fromUnits(toUnits(campaign.maxSaleValue ?? String(defaults.maxSaleValue))),
    maxAgeDays: campaign.saleWindowDays ?? defaults.saleWindowDays,
  };
}

/** Refuses a sale above the campaign's maximum value or dated before its window. */
export function checkSaleLimits(
  campaign: LimitColumns,
  value: string,
  conversionTime: Date,
  now = new Date(),
): void {
  const limits = saleLimitsOf(campaign);
  if (toUnits(value) > toUnits(limits.maxSaleValue))
    throw AppError.field(
      ['value'],
      'too_big',
      `value must be at most ${limits.maxSaleValue}, the campaign's maximum sale value`,
    );
  if (conversionTime.getTime() < now.getTime() - limits.maxAgeDays * DAY_MS)
    throw AppError.field(
      ['conversion_time'],
      'invalid_value',
      `conversion_time must be within the last ${limits.maxAgeDays} days, the campaign's sale window`,
    );
}
