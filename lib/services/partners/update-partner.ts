import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { UpdatePartnerIn } from '@/lib/schemas/partner';
import { isStaff } from '../access';
import { actorOf, ChangeSet, changedFields } from '../audit/change-set';
import { sanitizeRichText } from '../html';
import { prepareImage, storeImage, type PreparedImage } from '../images';
import { applyNetworkStatuses } from './update-network-statuses';
import { getPartner } from './read-partners';
import {
  assertAccountNameFree,
  duplicateAccountName,
  findPartner,
  partnerSnapshot,
  type PartnerRecord,
} from './partner-record';

const yes = (v: 'y' | 'n' | undefined) => (v === undefined ? undefined : v === 'y');

/** Update partner. Partner users may not change their own network status or the network's notes. */
export async function updatePartner(
  db: Db,
  principal: Principal,
  partnerId: number,
  input: UpdatePartnerIn,
): Promise<PartnerRecord> {
  await getPartner(db, principal, partnerId);
  requireAllowedFields(principal, input);
  const logo = await prepareLogo(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('update');
    if (!current) throw AppError.notFound('Publisher');
    if (input.account_name !== undefined)
      await assertAccountNameFree(
        tx,
        current.networkId,
        input.account_name,
        ['account_name'],
        partnerId,
      );
    let logoId: number | null | undefined;
    if (logo) logoId = (await storeImage(tx, current.networkId, logo)).id;
    else if (logo === null) logoId = null;
    try {
      await tx
        .update(partners)
        .set({ ...columnsOf(input, logoId), updatedAt: new Date() })
        .where(eq(partners.id, partnerId));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateAccountName(['account_name']);
      throw error;
    }
    const set = new ChangeSet(actorOf(principal));
    if (input.network_status !== undefined)
      await applyNetworkStatuses(tx, set, [{ partner: current, to: input.network_status }]);
    const updated = await findPartner(tx, current.networkId, partnerId);
    // A network status change has its own row (status_changed), written above.
    const diff = changedFields(
      partnerSnapshot(current, ['networkStatus']),
      partnerSnapshot(updated, ['networkStatus']),
    );
    if (diff)
      set.change({
        entityType: 'partner',
        entityId: partnerId,
        action: 'updated',
        before: diff.before,
        after: diff.after,
      });
    await set.commit(tx);
    return updated;
  });
}

function requireAllowedFields(principal: Principal, input: UpdatePartnerIn): void {
  if (!isStaff(principal)) {
    if (input.network_status !== undefined)
      throw new AppError('forbidden', 'A partner may not change its own network status');
    if (input.network_notes !== undefined)
      throw new AppError('forbidden', 'Only network staff may edit network_notes');
  }
  if (input.company_logo && input.company_logo_upload) {
    throw AppError.field(
      ['company_logo_upload'],
      'invalid_value',
      'Send either company_logo or company_logo_upload, not both',
    );
  }
}

/** The new logo (downloaded or decoded before the transaction), null to remove it, undefined to keep it. */
async function prepareLogo(input: UpdatePartnerIn): Promise<PreparedImage | null | undefined> {
  if (input.company_logo) return prepareImage({ url: input.company_logo }, ['company_logo']);
  if (input.company_logo_upload)
    return prepareImage({ dataUrl: input.company_logo_upload }, ['company_logo_upload']);
  if (input.company_logo === null || input.company_logo_upload === null) return null;
  return undefined;
}

/** The columns the body sets; absent fields are left out. */
function columnsOf(
  input: UpdatePartnerIn,
  logoId: number | null | undefined,
): Partial<typeof partners.$inferInsert> {
  const changes: Partial<typeof partners.$inferInsert> = {
    abn: input.abn,
    accountName: input.account_name,
    campaignSelect: input.campaign_select,
    companyName: input.company_name,
    companyDivision: input.company_division,
    companyLogoImageId: logoId,
    contactEmail: input.contact_email,
    contactLocale: input.contact_locale,
    contactName: input.contact_name,
    defaultCurrency: input.default_currency,
    description:
      input.description === undefined || input.description === null
        ? input.description
        : sanitizeRichText(input.description),
    foreignIdentifier: input.foreign_identifier,
    gstRegistered: input.gst_registered,
    imProvider: input.im_provider,
    imUsername: input.im_username,
    isAffiliateUser: yes(input.is_affiliate_user),
    isForeignNetwork: yes(input.is_foreign_network),
    isLeadUser: yes(input.is_lead_user),
    networkNotes: input.network_notes,
    operatingCountry: input.operating_country,
    phone: input.phone,
    phoneArea: input.phone_area,
    promotionalMethod: input.promotional_method,
    reportingIdentifier: input.reporting_identifier,
    reportingTimezone: input.reporting_timezone,
    ukVatRegistered: yes(input.uk_vat_registered),
    usTaxState: input.us_tax_state,
    vatNumber:
      input.vat_number === undefined || input.vat_number === null
        ? input.vat_number
        : String(input.vat_number),
    vertical: input.vertical,
    weekStart: input.week_start,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}
