import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  conversions,
  ledgerEntries,
  networks,
  partnerPaymentDetails,
  partners,
  selfBillItems,
  selfBills,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requirePartnerAccess, requireStaff } from '../access';

export interface SelfBillRecord {
  bill: typeof selfBills.$inferSelect;
  items: number;
  country: string;
  paidCurrency: string;
}

export interface SelfBillFilters {
  startDate?: Date;
  endDate?: Date;
  currency?: string;
  status?: 'created' | 'paid';
}

async function requirePartner(db: Db, principal: Principal, partnerId: number) {
  requirePartnerAccess(principal, partnerId);
  const [row] = await db
    .select({ networkId: partners.networkId })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row || row.networkId !== principal.networkId) throw AppError.notFound('Publisher');
}

function selectBills(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      bill: selfBills,
      items: sql<number>`(select count(*)::int from ${selfBillItems} where ${selfBillItems.selfBillId} = ${selfBills.id})`,
      country: partnerPaymentDetails.country,
      paidCurrency: partnerPaymentDetails.paidCurrency,
    })
    .from(selfBills)
    .innerJoin(partnerPaymentDetails, eq(partnerPaymentDetails.id, selfBills.paymentDetailId))
    .where(where);
}

/** The partner's self-bills, newest first (staff and the partner's own users). */
export async function listSelfBills(
  db: Db,
  principal: Principal,
  partnerId: number,
  filters: SelfBillFilters = {},
): Promise<SelfBillRecord[]> {
  await requirePartner(db, principal, partnerId);
  return selectBills(
    db,
    and(
      eq(selfBills.partnerId, partnerId),
      filters.startDate && gte(selfBills.createdAt, filters.startDate),
      filters.endDate && lte(selfBills.createdAt, filters.endDate),
      filters.currency ? eq(selfBills.currency, filters.currency) : undefined,
      filters.status && eq(selfBills.status, filters.status === 'created' ? 'issued' : 'paid'),
    ),
  ).orderBy(desc(selfBills.id));
}

/** One of the partner's self-bills. */
export async function getSelfBill(
  db: Db,
  principal: Principal,
  partnerId: number,
  selfBillId: number,
): Promise<SelfBillRecord> {
  await requirePartner(db, principal, partnerId);
  const [row] = await selectBills(
    db,
    and(eq(selfBills.partnerId, partnerId), eq(selfBills.id, selfBillId)),
  );
  if (!row) throw AppError.notFound('Self-bill');
  return row;
}

/** A self-bill with what its documents print: the parties and the items. */
export async function selfBillDocument(
  db: Db,
  principal: Principal,
  partnerId: number,
  selfBillId: number,
) {
  const record = await getSelfBill(db, principal, partnerId, selfBillId);
  return (await withParties(db, [record]))[0]!;
}
export type SelfBillDocument = Awaited<ReturnType<typeof selfBillDocument>>;

/** The documents of many self-bills at once (the PDF job), three queries whatever their number. */
export async function selfBillDocuments(tx: DbOrTx, selfBillIds: number[]) {
  if (!selfBillIds.length) return [];
  return withParties(tx, await selectBills(tx, inArray(selfBills.id, selfBillIds)));
}

async function withParties(db: DbOrTx, records: SelfBillRecord[]) {
  const partnerIds = [...new Set(records.map((r) => r.bill.partnerId))];
  const parties = new Map(
    (
      await db
        .select({
          id: partners.id,
          network: networks.name,
          partner: partners.accountName,
          company: partners.companyName,
        })
        .from(partners)
        .innerJoin(networks, eq(networks.id, partners.networkId))
        .where(inArray(partners.id, partnerIds))
    ).map(({ id, ...p }) => [id, p]),
  );
  const items = await db
    .select({
      selfBillId: selfBillItems.selfBillId,
      id: selfBillItems.id,
      conversionId: selfBillItems.conversionId,
      reference: conversions.conversionReference,
      amount: selfBillItems.amount,
      currency: ledgerEntries.currency,
      kind: ledgerEntries.kind,
      /** For a fraction brought forward: the number of the self-bill it was carried from. */
      carriedFrom: sql<
        number | null
      >`(select ${selfBills.number} from ${selfBills} where ${selfBills.id} = ${ledgerEntries.selfBillId} and ${ledgerEntries.kind} = 'brought_forward')`,
      returnedAt: selfBillItems.returnedAt,
      returnReason: selfBillItems.returnReason,
    })
    .from(selfBillItems)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, selfBillItems.ledgerEntryId))
    .leftJoin(conversions, eq(conversions.id, selfBillItems.conversionId))
    .where(
      inArray(
        selfBillItems.selfBillId,
        records.map((r) => r.bill.id),
      ),
    )
    .orderBy(asc(selfBillItems.id));
  const itemsOf = new Map<number, Omit<(typeof items)[number], 'selfBillId'>[]>();
  for (const { selfBillId, ...item } of items)
    itemsOf.set(selfBillId, [...(itemsOf.get(selfBillId) ?? []), item]);
  return records.map((record) => ({
    ...record,
    parties: parties.get(record.bill.partnerId)!,
    itemRows: itemsOf.get(record.bill.id) ?? [],
  }));
}
/** A self-bill's items, for staff recording a return (network staff only). */
export async function listSelfBillItems(
  db: Db,
  principal: Principal,
  networkId: number,
  selfBillId: number,
) {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read self-bill items');
  const [bill] = await db
    .select({ id: selfBills.id })
    .from(selfBills)
    .where(and(eq(selfBills.id, selfBillId), eq(selfBills.networkId, networkId)));
  if (!bill) throw AppError.notFound('Self-bill');
  return db
    .select({
      id: selfBillItems.id,
      conversionId: selfBillItems.conversionId,
      reference: conversions.conversionReference,
      amount: selfBillItems.amount,
      returnedAt: selfBillItems.returnedAt,
      returnReason: selfBillItems.returnReason,
    })
    .from(selfBillItems)
    .leftJoin(conversions, eq(conversions.id, selfBillItems.conversionId))
    .where(eq(selfBillItems.selfBillId, selfBillId))
    .orderBy(asc(selfBillItems.id))
    .limit(1000);
}
