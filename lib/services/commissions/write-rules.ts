import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { commissionRules, type CommissionRuleRow } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { CommissionRuleKind } from '@/lib/schemas/enums';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireManageable, type CampaignRow } from '../campaigns/read-campaigns';
import { recordRuleChanged, recordRuleCreated } from './rule-audit';
import { ruleStatus } from './rule-status';
import { checkReferences, type RuleValues } from './rule-values';

const ACTION = 'manage commissions';

const FIELDS: Record<CommissionRuleKind, { groups: string[]; publishers: string[] }> = {
  campaign: { groups: ['rates'], publishers: ['rates'] },
  promotion: { groups: ['groups'], publishers: ['publishers'] },
  tier: { groups: ['groups'], publishers: ['publishers'] },
  voucher: { groups: ['group_limit_id'], publishers: ['publishers'] },
};

const noun = (kind: CommissionRuleKind) =>
  ({
    campaign: 'Commission',
    promotion: 'Promotional commission',
    tier: 'Commission tier',
    voucher: 'Voucher commission',
  })[kind];

/** The campaign the caller manages (staff, or a brand user granted its brand). */
export async function requireRuleCampaign(
  db: Db,
  principal: Principal,
  campaignId: number,
): Promise<CampaignRow> {
  return (await requireManageable(db, principal, campaignId, ACTION)).row;
}

/** A rule of the kind in the campaign (deleted ones are gone). */
export async function requireRule(
  db: Db | Tx,
  campaignId: number,
  kind: CommissionRuleKind,
  ruleId: number,
): Promise<CommissionRuleRow> {
  const [row] = await db
    .select()
    .from(commissionRules)
    .where(
      and(
        eq(commissionRules.id, ruleId),
        eq(commissionRules.campaignId, campaignId),
        eq(commissionRules.kind, kind),
      ),
    );
  if (!row || row.deletedAt) throw AppError.notFound(noun(kind));
  return row;
}

export async function createRule(
  db: Db,
  principal: Principal,
  campaignId: number,
  kind: CommissionRuleKind,
  values: RuleValues & { startAt: Date },
  extra: Partial<RuleValues> = {},
): Promise<CommissionRuleRow> {
  const campaign = await requireRuleCampaign(db, principal, campaignId);
  await checkReferences(db, campaign, values, FIELDS[kind]);
  return db.transaction((tx) =>
    insertRule(tx, principal, {
      ...values,
      ...extra,
      // A promotion without its own cookie period shows the campaign's (the reference's has one).
      cookiePeriod: values.cookiePeriod ?? (kind === 'promotion' ? campaign.cookiePeriod : null),
      networkId: campaign.networkId,
      campaignId,
      kind,
    }),
  );
}

async function insertRule(
  tx: Tx,
  principal: Principal,
  values: typeof commissionRules.$inferInsert,
): Promise<CommissionRuleRow> {
  const [row] = await tx
    .insert(commissionRules)
    .values({ ...values, createdBy: principal.userId, updatedBy: principal.userId })
    .returning();
  const set = new ChangeSet(actorOf(principal));
  recordRuleCreated(set, row!);
  await set.commit(tx);
  return row!;
}

async function writeChange(
  tx: Tx,
  principal: Principal,
  action: 'updated' | 'retired' | 'deleted' | 'migrated',
  before: CommissionRuleRow,
  values: RuleValues,
): Promise<CommissionRuleRow> {
  const [after] = await tx
    .update(commissionRules)
    .set({ ...values, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(commissionRules.id, before.id))
    .returning();
  const set = new ChangeSet(actorOf(principal));
  recordRuleChanged(set, action, before, after!);
  await set.commit(tx);
  return after!;
}

/**
 * Changes a rule. A campaign commission that is already active is retired now and replaced by a
 * new one with the changes (the reference's behaviour); the other kinds change in place.
 * Conversions keep a snapshot of the rule that paid them either way.
 */
export async function updateRule(
  db: Db,
  principal: Principal,
  campaignId: number,
  kind: CommissionRuleKind,
  ruleId: number,
  values: RuleValues,
): Promise<CommissionRuleRow> {
  const campaign = await requireRuleCampaign(db, principal, campaignId);
  const before = await requireRule(db, campaignId, kind, ruleId);
  if (ruleStatus(before) === 'RETIRED')
    throw new AppError('conflict', `${noun(kind)} ${ruleId} is retired: it cannot change`);
  const merged = { ...before, ...stripUndefined(values) };
  if (merged.endAt && merged.endAt.getTime() <= merged.startAt.getTime())
    throw AppError.field(['end_date'], 'invalid_value', 'end_date must be after start_date');
  await checkReferences(db, campaign, values, FIELDS[kind]);
  return db.transaction(async (tx) => {
    if (kind !== 'campaign' || ruleStatus(before) !== 'ACTIVE')
      return writeChange(tx, principal, 'updated', before, values);
    const now = new Date();
    await writeChange(tx, principal, 'retired', before, { retiredAt: now });
    // The successor: the merged fields under a new id, not retired.
    const copy: Partial<CommissionRuleRow> = { ...merged, retiredAt: null };
    delete copy.id;
    delete copy.createdAt;
    delete copy.updatedAt;
    return insertRule(tx, principal, {
      ...(copy as typeof commissionRules.$inferInsert),
      startAt: merged.startAt.getTime() < now.getTime() ? now : merged.startAt,
      replacesId: before.id,
    });
  });
}

const stripUndefined = (values: RuleValues) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as RuleValues;

/** Retires a rule now: it pays nothing from now on (conversions before keep what they earned). */
export async function retireRule(
  db: Db,
  principal: Principal,
  campaignId: number,
  kind: CommissionRuleKind,
  ruleId: number,
): Promise<CommissionRuleRow> {
  await requireRuleCampaign(db, principal, campaignId);
  const before = await requireRule(db, campaignId, kind, ruleId);
  if (ruleStatus(before) === 'RETIRED') return before;
  return db.transaction((tx) =>
    writeChange(tx, principal, 'retired', before, { retiredAt: new Date() }),
  );
}

/** Deletes a rule (promotions, tiers, voucher commissions): stamped, never removed. */
export async function deleteRule(
  db: Db,
  principal: Principal,
  campaignId: number,
  kind: CommissionRuleKind,
  ruleId: number,
): Promise<void> {
  await requireRuleCampaign(db, principal, campaignId);
  const before = await requireRule(db, campaignId, kind, ruleId);
  await db.transaction((tx) =>
    writeChange(tx, principal, 'deleted', before, { deletedAt: new Date() }),
  );
}

/** Moves a version 1 commission to version 2; a version 2 one is answered as it is. */
export async function migrateRule(
  db: Db,
  principal: Principal,
  campaignId: number,
  ruleId: number,
): Promise<CommissionRuleRow> {
  await requireRuleCampaign(db, principal, campaignId);
  const [before] = await db
    .select()
    .from(commissionRules)
    .where(and(eq(commissionRules.id, ruleId), eq(commissionRules.campaignId, campaignId)));
  if (!before || before.deletedAt) throw AppError.notFound('Commission');
  if (before.version >= 2) return before;
  return db.transaction((tx) => writeChange(tx, principal, 'migrated', before, { version: 2 }));
}
