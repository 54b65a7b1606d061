import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { brands } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { CurrencyCode, NetworkStatus } from '@/lib/schemas/enums';
import { isStaff } from '../access';
import { snapshot } from '../audit/change-set';
import { iconChange, type IconChange, type IconSent } from '../images';
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

/** What a brand is made of, as create takes it; null clears an optional field. */
export interface BrandInput {
  accountName: string;
  companyName: string;
  address1: string;
  postcode: string;
  country: string;
  phone: string;
  signupIp: string;
  displayName?: string | null;
  contactEmail?: string | null;
  address2?: string | null;
  address3?: string | null;
  address4?: string | null;
  phoneArea?: string | null;
  status?: NetworkStatus;
  defaultCurrency?: CurrencyCode;
  paymentCurrency?: CurrencyCode;
  vatNumber?: string | null;
  prePayment?: string | null;
  currentBalance?: string | null;
  budgetSummaryInterval?: string | null;
  budgetSummaryStartTime?: string | null;
  icon?: IconSent;
}

/** The fields an update sets; fields left out (or undefined) are left alone. */
export type BrandChanges = Partial<BrandInput>;

/** The input fields that are brands columns of the same name (the icon is not). */
const COLUMNS = [
  'accountName',
  'companyName',
  'displayName',
  'contactEmail',
  'address1',
  'address2',
  'address3',
  'address4',
  'postcode',
  'country',
  'phone',
  'phoneArea',
  'signupIp',
  'status',
  'defaultCurrency',
  'paymentCurrency',
  'vatNumber',
  'prePayment',
  'currentBalance',
  'budgetSummaryInterval',
  'budgetSummaryStartTime',
] as const satisfies readonly (keyof BrandInput & keyof BrandRow)[];

/** The columns the input sets; absent fields are left out, null clears. */
export function columnsOf(input: BrandChanges): Partial<typeof brands.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const column of COLUMNS) {
    if (input[column] !== undefined) out[column] = input[column];
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

/** The brand icon a write asks for; errors name the wire fields (advertiser_icon, advertiser_icon_upload). */
export function brandIconChange(
  icon: IconSent | undefined,
  isCurrent: (url: string) => boolean,
): Promise<IconChange> {
  return iconChange(
    icon ?? {},
    { url: 'advertiser_icon', dataUrl: 'advertiser_icon_upload' },
    isCurrent,
  );
}
