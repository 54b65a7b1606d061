import type { CreateBrandIn, UpdateBrandIn } from '@/lib/schemas/brand';
import type { BrandChanges, BrandInput } from '@/lib/services/brands';

/** Both bodies require the address block; only create requires the names. */
type BrandFields = Omit<BrandInput, 'accountName' | 'companyName'> & BrandChanges;

/** A POST /user/advertiser/{advertiser_id} body as the brand's changes (advertiser_id is ignored). */
export function brandChangesOf(body: UpdateBrandIn): BrandFields {
  return {
    accountName: body.account_name,
    companyName: body.company_name,
    displayName: body.display_name,
    contactEmail: body.contact_email,
    address1: body.address1,
    address2: body.address2,
    address3: body.address3,
    address4: body.address4,
    postcode: body.postcode,
    country: body.country,
    phone: body.phone,
    phoneArea: body.phone_area,
    signupIp: body.signup_ip,
    status: body.status,
    defaultCurrency: body.default_currency,
    paymentCurrency: body.payment_currency,
    vatNumber: body.vat_number,
    prePayment: body.pre_payment,
    currentBalance: body.current_balance,
    budgetSummaryInterval: body.budget_summary_interval,
    budgetSummaryStartTime: body.budget_summary_start_time,
    icon: { url: body.advertiser_icon, dataUrl: body.advertiser_icon_upload },
  };
}

/** A POST /user/advertiser body as a new brand. */
export function brandInputOf(body: CreateBrandIn): BrandInput {
  return {
    ...brandChangesOf(body),
    accountName: body.account_name,
    companyName: body.company_name,
  };
}
