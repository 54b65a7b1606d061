import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  partnerGroups,
  commissionRules,
  partners,
  users,
  voucherCodes,
  type CommissionRuleRow,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { CommissionRuleKind } from '@/lib/schemas/enums';
import { isCurrent } from './rule-status';
import { requireRule, requireRuleCampaign } from './write-rules';

/** A rule with the names its wire shapes show (partners, groups, voucher codes, last editor). */
export interface RuleRecord {
  row: CommissionRuleRow;
  partnerNames: Map<number, string>;
  groupNames: Map<number, string>;
  vouchers: (typeof voucherCodes.$inferSelect)[];
  modifiedBy: { id: number; username: string } | null;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** Loads the names every rule of the list refers to, in four queries. */
export async function withNames(db: DbOrTx, rows: CommissionRuleRow[]): Promise<RuleRecord[]> {
  const ids = (pick: (r: CommissionRuleRow) => number[]) => [...new Set(rows.flatMap(pick))];
  const namedPartnerIds = ids((r) => [
    ...r.partnerIds,
    ...r.rates.filter((x) => x.type === 'publisher').map((x) => x.id),
  ]);
  const groupIds = ids((r) => [
    ...r.groupIds,
    ...r.rates.filter((x) => x.type === 'group').map((x) => x.id),
  ]);
  const voucherIds = ids((r) => r.voucherCodeIds);
  const userIds = ids((r) => (r.updatedBy ? [r.updatedBy] : []));
  const [ps, gs, vs, us] = await Promise.all([
    namedPartnerIds.length
      ? db
          .select({ id: partners.id, name: partners.accountName })
          .from(partners)
          .where(inArray(partners.id, namedPartnerIds))
      : [],
    groupIds.length
      ? db
          .select({ id: partnerGroups.id, name: partnerGroups.name })
          .from(partnerGroups)
          .where(inArray(partnerGroups.id, groupIds))
      : [],
    voucherIds.length
      ? db.select().from(voucherCodes).where(inArray(voucherCodes.id, voucherIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, username: users.userName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
  ]);
  const names = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
  const vouchers = byId(vs);
  const editors = byId(us);
  return rows.map((row) => ({
    row,
    partnerNames: names(ps),
    groupNames: names(gs),
    vouchers: row.voucherCodeIds.flatMap((id) => vouchers.get(id) ?? []),
    modifiedBy: row.updatedBy ? (editors.get(row.updatedBy) ?? null) : null,
  }));
}

/** The campaign's rules of a kind (not deleted), oldest first. */
export async function rulesOfKind(
  db: DbOrTx,
  campaignId: number,
  kinds: CommissionRuleKind[],
): Promise<CommissionRuleRow[]> {
  return db
    .select()
    .from(commissionRules)
    .where(
      and(
        eq(commissionRules.campaignId, campaignId),
        inArray(commissionRules.kind, kinds),
        isNull(commissionRules.deletedAt),
      ),
    )
    .orderBy(commissionRules.id);
}

/** The list operations: a kind's active and scheduled rules at `at` (now by default). */
export async function listRules(
  db: Db,
  principal: Principal,
  campaignId: number,
  kind: CommissionRuleKind,
  at?: Date,
): Promise<RuleRecord[]> {
  await requireRuleCampaign(db, principal, campaignId);
  const rows = await rulesOfKind(db, campaignId, [kind]);
  return withNames(
    db,
    rows.filter((r) => isCurrent(r, at)),
  );
}

export async function getRule(
  db: Db,
  principal: Principal,
  campaignId: number,
  kind: CommissionRuleKind,
  ruleId: number,
): Promise<RuleRecord> {
  await requireRuleCampaign(db, principal, campaignId);
  const [record] = await withNames(db, [await requireRule(db, campaignId, kind, ruleId)]);
  return record!;
}

/** One row with its names. */
export async function withRecord(db: DbOrTx, row: CommissionRuleRow): Promise<RuleRecord> {
  return (await withNames(db, [row]))[0]!;
}
