import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { partners, paymentRuns, selfBillItems, selfBills, users } from '@/lib/db/schema';

/** What a run's reads add for people: who started and approved it, and its self-bills. */

type PaymentRunRow = typeof paymentRuns.$inferSelect;

export interface RunSelfBill {
  id: number;
  number: number;
  partnerId: number;
  partnerName: string;
  currency: string;
  subtotal: string;
  vat: string;
  withheld: string;
  total: string;
  status: 'issued' | 'paid';
  paidAt: Date | null;
  items: number;
  returnedItems: number;
}

/** Staff users' names by id: first and last name, else the user name. */
async function userNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((u) => [u.id, [u.firstname, u.lastname].filter(Boolean).join(' ') || u.userName]),
  );
}

export async function withNames<T extends PaymentRunRow>(db: DbOrTx, runs: T[]) {
  const names = await userNames(
    db,
    runs.flatMap((r) => (r.approvedBy === null ? [r.createdBy] : [r.createdBy, r.approvedBy])),
  );
  return runs.map((r) => ({
    ...r,
    createdByName: names.get(r.createdBy) ?? String(r.createdBy),
    approvedByName: r.approvedBy === null ? null : (names.get(r.approvedBy) ?? null),
  }));
}

/** A page of the run's self-bills, in number order. */
export async function runSelfBills(
  db: DbOrTx,
  runId: number,
  limit: number,
  offset: number,
): Promise<RunSelfBill[]> {
  return db
    .select({
      id: selfBills.id,
      number: selfBills.number,
      partnerId: selfBills.partnerId,
      partnerName: partners.accountName,
      currency: selfBills.currency,
      subtotal: selfBills.subtotal,
      vat: selfBills.vat,
      withheld: selfBills.withheld,
      total: selfBills.total,
      status: selfBills.status,
      paidAt: selfBills.paidAt,
      items: sql<number>`(select count(*)::int from ${selfBillItems} where ${selfBillItems.selfBillId} = ${selfBills.id})`,
      returnedItems: sql<number>`(select count(*)::int from ${selfBillItems} where ${selfBillItems.selfBillId} = ${selfBills.id} and ${selfBillItems.returnedAt} is not null)`,
    })
    .from(selfBills)
    .innerJoin(partners, eq(partners.id, selfBills.partnerId))
    .where(eq(selfBills.runId, runId))
    .orderBy(asc(selfBills.number))
    .limit(limit)
    .offset(offset);
}
