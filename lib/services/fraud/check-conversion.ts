import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { conversions, fraudChecks, users, userSignInAddresses } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { raiseIncident, type Finding } from './raise-incident';
import { rulesFor, type FraudRule, type RuleSet } from './rules';

/**
 * The per-sale checks (docs/fraud.md#detection). Recording a sale writes a fraud_checks row in
 * its own transaction and wakes the queue (lib/queue/fraud.ts); the worker runs the checks
 * here and deletes the row in the same transaction, so the intake never waits for them and
 * none is lost.
 */

type Conversion = typeof conversions.$inferSelect;
type Check = typeof fraudChecks.$inferSelect;

const MINUTE = 60_000;

function finding(c: Conversion, rule: FraudRule, value: number, key: string): Finding {
  return {
    networkId: c.networkId,
    campaignId: c.campaignId,
    type: 'conversion',
    metric: rule.metric,
    partnerId: c.partnerId,
    conversionId: c.id,
    at: c.createdAt,
    rule,
    value,
    evidence: { conversionIds: [c.id] },
    dedupeKey: `${rule.metric}:c${c.id}${key}`,
  };
}

const over = (rule: FraudRule | undefined, value: number): rule is FraudRule =>
  !!rule?.enabled && value > rule.threshold;

/** The sale's own figures: value, voucher or pixel value, click-to-sale time, how far back it is dated. */
function saleFindings(c: Conversion, rules: RuleSet): Finding[] {
  const found: Finding[] = [];
  const value = Number(c.value);
  const cv = rules.get('conversion_value');
  if (over(cv, value)) found.push(finding(c, cv, value, ''));
  const vv = rules.get('voucher_value');
  if (
    (c.source === 'pixel' || c.voucherCodeId !== null || c.voucherCode !== null) &&
    over(vv, value)
  )
    found.push(finding(c, vv, value, ''));
  const ttc = rules.get('ttc');
  if (ttc?.enabled && c.clickedAt) {
    const seconds = (c.conversionTime.getTime() - c.clickedAt.getTime()) / 1000;
    if (seconds < ttc.threshold) found.push(finding(c, ttc, Math.max(0, seconds), ''));
  }
  const window = rules.get('sale_date_window');
  const daysBack = (c.createdAt.getTime() - c.conversionTime.getTime()) / (1440 * MINUTE);
  if (over(window, daysBack)) found.push(finding(c, window, Math.floor(daysBack), ''));
  return found;
}

/** Whether the sale came from an address one of the partner's users signed in from. */
async function fromPartnersAddress(
  db: Db,
  partnerId: number,
  addressHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.id })
    .from(userSignInAddresses)
    .innerJoin(users, eq(users.id, userSignInAddresses.userId))
    .where(and(eq(users.partnerId, partnerId), eq(userSignInAddresses.addressHash, addressHash)))
    .limit(1);
  return row !== undefined;
}

/** Sales from the sale's address on its campaign within the window (the sale's slot of it). */
async function salesPerIp(db: Db, c: Conversion, rule: FraudRule): Promise<Finding | null> {
  if (!rule.enabled || !c.ipDigest) return null;
  const since = new Date(c.createdAt.getTime() - rule.windowMinutes * MINUTE);
  const rows = await db
    .select({ id: conversions.id })
    .from(conversions)
    .where(
      and(
        eq(conversions.campaignId, c.campaignId),
        eq(conversions.ipDigest, c.ipDigest),
        gte(conversions.createdAt, since),
        // Up to this sale by id: its created_at read back into a Date lost the microseconds.
        lte(conversions.id, c.id),
      ),
    )
    .orderBy(asc(conversions.id));
  if (rows.length < rule.threshold) return null;
  const slot = Math.floor(c.createdAt.getTime() / (rule.windowMinutes * MINUTE));
  return {
    ...finding(c, rule, rows.length, ''),
    type: 'ip_address',
    ipDigest: c.ipDigest,
    conversionId: null,
    evidence: { conversionIds: rows.map((r) => r.id) },
    dedupeKey: `sales_per_ip:${c.campaignId}:${c.ipDigest}:${slot}`,
  };
}

async function findingsOf(db: Db, c: Conversion, check: Check): Promise<Finding[]> {
  const rules = await rulesFor(db, c.networkId, c.campaignId);
  const found: Finding[] = [];
  const perIp = await salesPerIp(db, c, rules.get('sales_per_ip')!);
  if (perIp) found.push(perIp);
  if (c.partnerId === null) return found;
  found.push(...saleFindings(c, rules));
  const self = rules.get('self_referral')!;
  if (
    self.enabled &&
    check.addressHash &&
    (await fromPartnersAddress(db, c.partnerId, check.addressHash))
  )
    found.push(finding(c, self, 1, ''));
  return found;
}

/** Runs the checks of one sale. */
async function runCheck(db: Db, check: Check): Promise<void> {
  const [c] = await db.select().from(conversions).where(eq(conversions.id, check.conversionId));
  if (c) for (const f of await findingsOf(db, c, check)) await raiseIncident(db, f);
}

/**
 * Works pending sale checks, oldest first, at most `limit`; returns how many it worked. Each
 * check runs in one transaction with its row locked (SKIP LOCKED) and deleted at commit, so
 * instances working at once never check a sale twice and a crash mid-check leaves the row for
 * the next pass. A check that fails goes to the back of the line.
 */
export async function runPendingFraudChecks(db: Db, limit = 200): Promise<number> {
  let worked = 0;
  while (worked < limit) {
    let current: Check | undefined;
    try {
      current = await db.transaction(async (tx) => {
        const [check] = await tx
          .select()
          .from(fraudChecks)
          .orderBy(asc(fraudChecks.createdAt), asc(fraudChecks.conversionId))
          .limit(1)
          .for('update', { skipLocked: true });
        current = check;
        if (!check) return undefined;
        await runCheck(tx as unknown as Db, check);
        await tx.delete(fraudChecks).where(eq(fraudChecks.conversionId, check.conversionId));
        return check;
      });
    } catch (error) {
      const failed = current;
      logger.warn(
        { err: error, conversionId: failed?.conversionId },
        'fraud check failed; put back for the next pass',
      );
      if (!failed) return worked;
      await db
        .update(fraudChecks)
        .set({ createdAt: new Date() })
        .where(eq(fraudChecks.conversionId, failed.conversionId));
      worked += 1;
      continue;
    }
    if (!current) break;
    worked += 1;
  }
  return worked;
}

/** Whether sales wait for their checks (tests wait for none). */
export async function pendingFraudChecks(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fraudChecks);
  return row?.n ?? 0;
}
