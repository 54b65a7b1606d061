import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { brands } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { BrandFieldsIn, UpdateBrandIn } from '@/lib/schemas/brand';
import { isStaff } from '../access';
import { snapshot } from '../audit/change-set';
import { iconChange, type IconChange } from '../images';
import type { BrandRow } from './read-brands';

// What create and update share: the body's columns and icon, the account-name rule, the audit view.

const ACCOUNT_NAME_UNIQUE = 'brands_network_account_name_unique';

function duplicateAccountName(): AppError {
  return AppError.field(
    ['account_name'],
    'duplicate',
    'account_name is already used by another brand on this network',
  );
}

export async function requireAccountNameFree(
  tx: DbOrTx,
  networkId: number,
  accountName: string,
  exceptBrandId?: number,
): Promise<void> {
  const conditions: SQL[] = [
    eq(brands.networkId, networkId),
    sql`lower(${brands.accountName}) = lower(${accountName})`,
  ];
  if (exceptBrandId !== undefined) conditions.push(ne(brands.id, exceptBrandId));
  const [taken] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw duplicateAccountName();
}

export function requireStatusChangeAllowed(
  principal: Principal,
  current: string,
  requested: string | undefined,
): void {
  if (requested !== undefined && requested !== current && !isStaff(principal)) {
    throw new AppError('forbidden', "Only network staff may set a brand's status");
  }
}

/** Request field -> brands column, for the plain fields both bodies share. */
const COLUMNS = {
  account_name: 'accountName',
  company_name: 'companyName',
  display_name: 'displayName',
  contact_email: 'contactEmail',
  address1: 'address1',
  address2: 'address2',
  address3: 'address3',
  address4: 'address4',
  postcode: 'postcode',
  country: 'country',
  phone: 'phone',
  phone_area: 'phoneArea',
  signup_ip: 'signupIp',
  status: 'status',
  default_currency: 'defaultCurrency',
  payment_currency: 'paymentCurrency',
  vat_number: 'vatNumber',
  pre_payment: 'prePayment',
  current_balance: 'currentBalance',
  budget_summary_interval: 'budgetSummaryInterval',
  budget_summary_start_time: 'budgetSummaryStartTime',
} as const satisfies Record<keyof BrandFieldsIn, keyof BrandRow>;

/** The columns the input sets; absent fields are left out, null clears. */
export function columnsOf(input: Partial<BrandFieldsIn>): Partial<typeof brands.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof BrandFieldsIn];
    if (value !== undefined) out[column] = value;
  }
  return out as Partial<typeof brands.$inferInsert>;
}

/** A brand as the audit log shows it (API field names; the icon by image id). */
export const brandSnapshot = (row: BrandRow) =>
  snapshot(row, { rename: { iconImageId: 'advertiser_icon_image_id' } });

/** The name partners see, as webhook events carry it. */
export const brandName = (row: BrandRow) => row.displayName || row.companyName;

/** Runs a brand write, turning a lost account_name race into the same 400 as the pre-check. */
export async function writeBrand<T>(db: Db, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error, ACCOUNT_NAME_UNIQUE)) throw duplicateAccountName();
    throw error;
  }
}

/** The brand icon a body asks for (advertiser_icon or advertiser_icon_upload). */
export function brandIconChange(
  input: Pick<UpdateBrandIn, 'advertiser_icon' | 'advertiser_icon_upload'>,
  isCurrent: (url: string) => boolean,
): Promise<IconChange> {
  return iconChange(
    { url: input.advertiser_icon, dataUrl: input.advertiser_icon_upload },
    { url: 'advertiser_icon', dataUrl: 'advertiser_icon_upload' },
    isCurrent,
  );
}
