import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { networks, partners, partnerStatusChanges } from '@/lib/db/schema';
import type { NetworkStatus } from '@/lib/schemas/enums';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import type { FieldError } from '@/lib/errors';
import type { CreatePartnerIn } from '@/lib/schemas/partner';
import { requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { sanitizeRichText } from '../html';
import { recordAcknowledgement } from '../terms/network-terms-acknowledgements';
import { requireCurrentTerms } from '../terms/network-terms';
import {
  assertAccountNameFree,
  duplicateAccountName,
  partnerSnapshot,
  type PartnerRecord,
  type PartnerRow,
} from './partner-record';

/**
 * Inserts a partner (the fields of POST /user/publisher) in the caller's transaction; `path` prefixes field errors.
 * Its audit rows (the partner, its acceptance of the terms) and partner.created go into `set`.
 */
export async function insertPartner(
  tx: Tx,
  set: ChangeSet,
  principal: Principal,
  input: CreatePartnerIn,
  path: FieldError['path'],
): Promise<PartnerRecord> {
  const networkId = principal.networkId;
  const terms = await requireCurrentTerms(tx, networkId, input.entity_terms_id, [
    ...path,
    'entity_terms_id',
  ]);
  await assertAccountNameFree(tx, networkId, input.account_name, [...path, 'account_name']);
  const [network] = await tx
    .select({ autoApprove: networks.autoApprovePartners })
    .from(networks)
    .where(eq(networks.id, networkId));
  const status: NetworkStatus = network?.autoApprove ? 'a' : 'p';
  let row: PartnerRow;
  try {
    [row] = (await tx
      .insert(partners)
      .values({
        networkId,
        accountName: input.account_name,
        companyName: input.company_name ?? '',
        contactName: input.contact_name ?? '',
        contactEmail: input.contact_email,
        contactLocale: input.contact_locale ?? 'en',
        defaultCurrency: input.default_currency ?? 'GBP',
        description: input.description === undefined ? null : sanitizeRichText(input.description),
        legalEntity: terms.country ?? input.operating_country ?? null,
        networkStatus: status,
        operatingCountry: input.operating_country ?? null,
        phone: input.phone ?? null,
        promotionalMethod: input.promotional_method,
        reportingTimezone: input.reporting_timezone ?? 'Europe/London',
        signupIp: input.signup_ip,
        termsId: terms.id,
        vatNumber: input.vat_number ?? null,
        vertical: input.vertical,
        createdBy: principal.userId,
      })
      .returning()) as [PartnerRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateAccountName([...path, 'account_name']);
    throw error;
  }
  await tx.insert(partnerStatusChanges).values({
    networkId,
    partnerId: row.id,
    fromStatus: null,
    toStatus: status,
    actorUserId: principal.userId,
  });
  await recordAcknowledgement(tx, set, terms, { userId: null, partnerId: row.id });
  set.change({
    entityType: 'partner',
    entityId: row.id,
    action: 'created',
    after: partnerSnapshot(row),
  });
  set.event({
    type: 'partner.created',
    data: {
      partner_id: String(row.id),
      account_name: row.accountName,
      network_status: row.networkStatus,
    },
  });
  return { ...row, logo: null };
}

/** Create network partner: staff only. */
export async function createPartner(
  db: Db,
  principal: Principal,
  input: CreatePartnerIn,
): Promise<PartnerRecord> {
  requireStaff(principal, 'create partners');
  return db.transaction(async (tx) => {
    const set = new ChangeSet(actorOf(principal));
    const partner = await insertPartner(tx, set, principal, input, []);
    await set.commit(tx);
    return partner;
  });
}
