import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { preparedRead } from '@/lib/db/prepared';
import { images, partners } from '@/lib/db/schema';
import { AppError, type FieldError } from '@/lib/errors';
import { snapshot } from '../audit/change-set';
import type { StoredImage } from '../images';

// Shared by the modules of lib/services/partners.

export type PartnerRow = typeof partners.$inferSelect;
export interface PartnerRecord extends PartnerRow {
  logo: StoredImage | null;
}

const partnerColumns = {
  partner: partners,
  logoId: images.id,
  logoSha: images.sha256,
  logoType: images.contentType,
};

export function toRecord(row: {
  partner: PartnerRow;
  logoId: number | null;
  logoSha: string | null;
  logoType: StoredImage['contentType'] | null;
}): PartnerRecord {
  const logo =
    row.logoId !== null
      ? { id: row.logoId, sha256: row.logoSha!, contentType: row.logoType! }
      : null;
  return { ...row.partner, logo };
}

export function selectPartners(db: DbOrTx) {
  return db
    .select(partnerColumns)
    .from(partners)
    .leftJoin(images, eq(images.id, partners.companyLogoImageId));
}

const partnerById = preparedRead('partner_by_id', (db) =>
  selectPartners(db)
    .where(
      and(
        eq(partners.networkId, sql.placeholder('networkId')),
        eq(partners.id, sql.placeholder('partnerId')),
      ),
    )
    .limit(1),
);

/** A partner of the caller's network; anything else reads as not found. */
export async function findPartner(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
): Promise<PartnerRecord> {
  const [row] = await partnerById(db, { networkId, partnerId });
  if (!row) throw AppError.notFound('Publisher');
  return toRecord(row);
}

export const duplicateAccountName = (path: FieldError['path']) =>
  AppError.field(
    path,
    'duplicate',
    'account_name is already used by another partner on this network',
  );

export async function assertAccountNameFree(
  db: DbOrTx,
  networkId: number,
  accountName: string,
  path: FieldError['path'],
  exceptId?: number,
) {
  const conditions = [
    eq(partners.networkId, networkId),
    sql`lower(${partners.accountName}) = lower(${accountName})`,
  ];
  if (exceptId !== undefined) conditions.push(ne(partners.id, exceptId));
  const [hit] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(...conditions))
    .limit(1);
  if (hit) throw duplicateAccountName(path);
}

/** A partner as the audit log shows it (API field names). */
export const partnerSnapshot = (row: PartnerRow | PartnerRecord, omit: (keyof PartnerRow)[] = []) =>
  snapshot(row, {
    rename: { termsId: 'terms_and_conditions_id', companyLogoImageId: 'company_logo_image_id' },
    omit: ['logo', ...omit],
  });
