import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { campaignInvoiceFees, campaigns, networks, networkTaxSettings } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { InvoiceFeeBasis } from '@/lib/schemas/enums';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';

export interface TaxSettings {
  vatRate: string;
  legalName: string;
  legalAddress: string;
  vatNumber: string | null;
  paymentTermsDays: number;
  /** Where the network is established (ISO 3166-1 alpha-2), for self-bills' VAT; null: unset. */
  taxCountry: string | null;
}

/**
 * The network's tax settings; a network that never set them charges no VAT, due in 30 days.
 * The country is a column of the network (payment runs read it there); the rest is its row of
 * network_tax_settings.
 */
export async function readTaxSettings(db: DbOrTx, networkId: number): Promise<TaxSettings> {
  const [row] = await db
    .select({
      vatRate: sql<string>`coalesce(${networkTaxSettings.vatRate}, '0')`,
      legalName: sql<string>`coalesce(${networkTaxSettings.legalName}, '')`,
      legalAddress: sql<string>`coalesce(${networkTaxSettings.legalAddress}, '')`,
      vatNumber: networkTaxSettings.vatNumber,
      paymentTermsDays: sql<number>`coalesce(${networkTaxSettings.paymentTermsDays}, 30)`.mapWith(
        Number,
      ),
      taxCountry: networks.taxCountry,
    })
    .from(networks)
    .leftJoin(networkTaxSettings, eq(networkTaxSettings.networkId, networks.id))
    .where(eq(networks.id, networkId));
  if (!row) throw AppError.notFound('Network');
  return row;
}

export async function getTaxSettings(
  db: Db,
  principal: Principal,
  networkId: number,
): Promise<TaxSettings> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read tax settings');
  return readTaxSettings(db, networkId);
}

const WIRE: Record<keyof TaxSettings, string> = {
  vatRate: 'vat_rate',
  legalName: 'legal_name',
  legalAddress: 'legal_address',
  vatNumber: 'vat_number',
  paymentTermsDays: 'payment_terms_days',
  taxCountry: 'tax_country',
};

/**
 * Sets the fields given (staff); the changed ones are audited in wire names. Invoices already
 * created keep their VAT rate; self-bills already issued keep their VAT.
 */
export async function setTaxSettings(
  db: Db,
  principal: Principal,
  networkId: number,
  changes: Partial<TaxSettings>,
): Promise<TaxSettings> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'change tax settings');
  return db.transaction(async (tx) => {
    await tx
      .select({ id: networks.id })
      .from(networks)
      .where(eq(networks.id, networkId))
      .for('update');
    const before = await readTaxSettings(tx, networkId);
    const changed = (Object.keys(changes) as (keyof TaxSettings)[]).filter(
      (k) => changes[k] !== undefined && !sameValue(k, before[k], changes[k]),
    );
    if (!changed.length) return before;
    const { taxCountry, ...invoiceFields } = { ...before, ...changes };
    await tx
      .insert(networkTaxSettings)
      .values({ networkId, ...invoiceFields })
      .onConflictDoUpdate({
        target: networkTaxSettings.networkId,
        set: { ...invoiceFields, updatedAt: new Date() },
      });
    if (changed.includes('taxCountry'))
      await tx.update(networks).set({ taxCountry }).where(eq(networks.id, networkId));
    const pick = (from: Partial<TaxSettings>) =>
      Object.fromEntries(changed.map((k) => [WIRE[k], from[k]]));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'network_tax_settings',
        entityId: networkId,
        action: 'updated',
        before: pick(before),
        after: pick(changes),
      })
      .commit(tx);
    return readTaxSettings(tx, networkId);
  });
}

/** A rate "20" is the stored "20.0000". */
const sameValue = (key: keyof TaxSettings, a: unknown, b: unknown) =>
  key === 'vatRate' ? Number(a) === Number(b) : a === b;

async function requireCampaignOf(tx: DbOrTx, networkId: number, campaignId: number) {
  const [campaign] = await tx
    .select({ networkId: campaigns.networkId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign || campaign.networkId !== networkId) throw AppError.notFound('Campaign');
}

/** A campaign's network fee on invoices (staff); none set reads as 0% of commission. */
export async function getCampaignInvoiceFee(
  db: Db,
  principal: Principal,
  networkId: number,
  campaignId: number,
): Promise<{ basis: InvoiceFeeBasis; rate: string }> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read invoice fees');
  await requireCampaignOf(db, networkId, campaignId);
  const [fee] = await db
    .select({ basis: campaignInvoiceFees.basis, rate: campaignInvoiceFees.rate })
    .from(campaignInvoiceFees)
    .where(eq(campaignInvoiceFees.campaignId, campaignId));
  return fee ?? { basis: 'commission', rate: '0' };
}

/** Sets a campaign's network fee on invoices (staff), audited; rate 0 means no fee. */
export async function setCampaignInvoiceFee(
  db: Db,
  principal: Principal,
  networkId: number,
  campaignId: number,
  fee: { basis: InvoiceFeeBasis; rate: string },
): Promise<{ basis: InvoiceFeeBasis; rate: string }> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'change invoice fees');
  return db.transaction(async (tx) => {
    await requireCampaignOf(tx, networkId, campaignId);
    const [before] = await tx
      .select({ basis: campaignInvoiceFees.basis, rate: campaignInvoiceFees.rate })
      .from(campaignInvoiceFees)
      .where(eq(campaignInvoiceFees.campaignId, campaignId));
    await tx
      .insert(campaignInvoiceFees)
      .values({ campaignId, networkId, ...fee })
      .onConflictDoUpdate({
        target: campaignInvoiceFees.campaignId,
        set: { ...fee, updatedAt: new Date() },
      });
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'campaign_invoice_fee',
        entityId: campaignId,
        action: 'updated',
        before: before ?? null,
        after: fee,
      })
      .commit(tx);
    return fee;
  });
}
