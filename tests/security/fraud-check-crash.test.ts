import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { isolatedCrashDatabase, runFixture } from '../support/crash-child';

/**
 * kill -9 while sale checks run (docs/fraud.md#detection): a check's incident, its hold and
 * the deletion of its row are one transaction, so a kill loses no check: every sale has either
 * its incident or its waiting row, and the restart raises each missing incident once.
 */

const SALES = 6;
const FIXTURE = path.join(__dirname, 'fixtures', 'fraud-checker.ts');

async function state(db: Db, networkId: number, campaignId: number) {
  const sales = await db
    .select({ id: t.conversions.id })
    .from(t.conversions)
    .where(eq(t.conversions.campaignId, campaignId));
  const ids = sales.map((s) => s.id);
  const waiting = await db
    .select({ id: t.fraudChecks.conversionId })
    .from(t.fraudChecks)
    .where(inArray(t.fraudChecks.conversionId, ids));
  const incidents = await db
    .select({ conversionId: t.fraudIncidents.conversionId, holdId: t.fraudIncidents.holdId })
    .from(t.fraudIncidents)
    .where(
      and(
        eq(t.fraudIncidents.campaignId, campaignId),
        eq(t.fraudIncidents.metric, 'conversion_value'),
      ),
    );
  const [audit] = await db
    .select({
      incidents: sql<number>`count(*) filter (where ${t.auditEvents.entityType} = 'fraud_incident')::int`,
      holds: sql<number>`count(*) filter (where ${t.auditEvents.entityType} = 'payment_hold')::int`,
    })
    .from(t.auditEvents)
    .where(eq(t.auditEvents.networkId, networkId));
  return {
    ids,
    waiting: waiting.map((w) => w.id).sort((a, b) => a - b),
    raisedFor: incidents.map((i) => i.conversionId!).sort((a, b) => a - b),
    holds: new Set(incidents.map((i) => i.holdId)).size,
    audit: audit!,
  };
}

describe('sale checks under kill -9', () => {
  it('a kill inside a check loses no check; the restart raises each missing incident once', async () => {
    const { env, read, cleanup } = await isolatedCrashDatabase('anet-fraud-crash-');
    try {
      const seeded = await runFixture(
        FIXTURE,
        { ...env, MODE: 'seed', SALES: String(SALES) },
        null,
      );
      const ids = JSON.parse(/READY (\{.*\})/.exec(seeded.out)![1]!) as {
        networkId: number;
        campaignId: number;
      };
      const look = () => read((db) => state(db, ids.networkId, ids.campaignId));
      const before = await look();
      expect(before.waiting).toHaveLength(SALES);

      const crashed = await runFixture(
        FIXTURE,
        { ...env, MODE: 'check', SLOW_MS: '10000' },
        (out) => out.includes('CHECKED 3'),
      );
      expect(crashed.killed).toBe(true);
      expect(crashed.out).not.toContain('DONE');
      const afterKill = await look();
      // Two checks committed; the third was killed inside its transaction and still waits (a
      // queue worker of another test process may have worked some of the rest meanwhile).
      const raised = afterKill.raisedFor.length;
      expect(raised).toBeGreaterThanOrEqual(2);
      expect(raised).toBeLessThan(SALES);
      expect([...afterKill.raisedFor, ...afterKill.waiting].sort((a, b) => a - b)).toEqual(
        [...before.ids].sort((a, b) => a - b),
      );
      expect(afterKill.audit).toEqual({ incidents: raised, holds: raised });

      const restarted = await runFixture(FIXTURE, { ...env, MODE: 'check' }, null);
      expect(restarted.out).toContain('DONE');
      const done = await look();
      expect(done.waiting).toEqual([]);
      expect(done.raisedFor).toEqual([...before.ids].sort((a, b) => a - b));
      expect(done.holds).toBe(SALES);
      expect(done.audit).toEqual({ incidents: SALES, holds: SALES });
      console.log(
        `fraud check crash: killed inside check 3 of ${SALES}; ${raised} raised and ${SALES - raised} waiting after the kill, ${SALES} raised once each after the restart`,
      );
    } finally {
      await cleanup();
    }
  }, 180_000);
});
