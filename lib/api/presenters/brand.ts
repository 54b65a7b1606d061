import type {
  AdvertiserOut,
  BrandV3Out,
  LimitedAdvertiserOut,
  MyBrandOut,
} from '@/lib/schemas/brand';
import type { CurrencyCode } from '@/lib/schemas/enums';
import type { BrandRecord, BrandRow, BrandSummary, MyBrand } from '@/lib/services/brands';
import type { StoredImage } from '@/lib/services/images';
import { imageUrl, isoDateTime, v1DateTime } from './common';

/** The brand's postal address as v1 and the partner's brand list give it. */
const addressOf = (row: BrandRow) => ({
  address1: row.address1,
  address2: row.address2,
  address3: row.address3,
  address4: row.address4,
  postcode: row.postcode,
  country: row.country,
});

/** The full v1 Advertiser record (shape documented in lib/schemas/brand.ts). */
export function presentAdvertiser({ row, icon }: BrandRecord, origin: string): AdvertiserOut {
  return {
    advertiser_id: String(row.id),
    network_id: String(row.networkId),
    account_name: row.accountName,
    company_name: row.companyName,
    display_name: row.displayName,
    contact_email: row.contactEmail,
    ...addressOf(row),
    phone: row.phone,
    phone_area: row.phoneArea,
    signup_ip: row.signupIp,
    status: row.status,
    default_currency: row.defaultCurrency as CurrencyCode,
    payment_currency: row.paymentCurrency as CurrencyCode,
    vat_number: row.vatNumber,
    pre_payment: row.prePayment,
    current_balance: row.currentBalance,
    budget_summary_interval: row.budgetSummaryInterval,
    budget_summary_start_time: row.budgetSummaryStartTime,
    advertiser_icon: imageUrl(origin, icon),
    created: v1DateTime(row.createdAt),
  };
}

/** The name partners see: display_name, else company_name. */
const shownName = (row: BrandRow) => row.displayName || row.companyName;

/**
 * The limited record of the v1 brand list, for a brand the caller may not view (a brand user not granted
 * it): advertiser_id, display_name (falling back to company_name) and advertiser_icon only.
 */
export function presentLimitedAdvertiser(
  { row, icon }: BrandRecord,
  origin: string,
): LimitedAdvertiserOut {
  return {
    advertiser_id: String(row.id),
    display_name: shownName(row),
    advertiser_icon: imageUrl(origin, icon),
  };
}

/** An item of the v3 brand lists; "deeplink-domains" only when it was asked for. */
export function presentBrandV3({ row, deeplinkDomains }: BrandSummary): BrandV3Out {
  const out: BrandV3Out = { brand_id: String(row.id), brand_name: shownName(row) };
  if (deeplinkDomains) {
    out['deeplink-domains'] = deeplinkDomains.map((d) => ({
      domain: d.domain,
      brand_id: String(d.brandId),
      created_by: d.createdBy === null ? null : String(d.createdBy),
      created_at: isoDateTime(d.createdAt),
    }));
  }
  return out;
}

/** Whether `url` is where we serve `icon`, on any origin (PUBLIC_BASE_URL or the host reached). */
export function isServedIconUrl(url: string, icon: StoredImage): boolean {
  const served = imageUrl('http://h', icon);
  try {
    return served !== null && new URL(url).pathname === new URL(served).pathname;
  } catch {
    return false;
  }
}

/** A brand in the calling partner's own list (GET /v3/partner/my-brands). */
export function presentMyBrand(
  { brand: { row, icon }, blocked }: MyBrand,
  origin: string,
): MyBrandOut {
  return {
    brand_id: String(row.id),
    name: row.companyName,
    display_name: row.displayName,
    ...addressOf(row),
    contact_email: row.contactEmail,
    icon: imageUrl(origin, icon),
    // Legacy: the reference has a brand description; our brands have none yet.
    description: null,
    blocked,
  };
}
