import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/lib/db/schema';
import { isolatedCrashDatabase, runFixture } from '../support/crash-child';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * kill -9 while a communication is being delivered through a real SMTP server
 * (docs/communications.md#exactly-one-message-per-recipient): after the restart every partner
 * has had exactly one message, except the few whose message was in the SMTP call when the
 * process died: those are `uncertain`, got at most one, and are never sent again.
 */

const PARTNERS = 400;
const FIXTURE = path.join(__dirname, 'fixtures', 'communication-sender.ts');

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const sentSoFar = (out: string) => {
  const all = [...out.matchAll(/SENT (\d+)/g)];
  return all.length ? Number(all[all.length - 1]![1]) : 0;
};

describe('delivering a communication under kill -9', () => {
  it('never gives a partner two messages, and finishes everyone else after the restart', async () => {
    const { env, read, cleanup } = await isolatedCrashDatabase('anet-comms-crash-');
    try {
      const mailEnv = { ...env, SMTP_URL: sink.url };
      const seeded = await runFixture(
        FIXTURE,
        { ...mailEnv, MODE: 'seed', PARTNERS: String(PARTNERS) },
        null,
      );
      const ids = JSON.parse(/READY (\{.*\})/.exec(seeded.out)![1]!) as {
        communicationId: number;
        jobId: number;
      };
      const deliverEnv = {
        ...mailEnv,
        MODE: 'deliver',
        COMMUNICATION_ID: String(ids.communicationId),
        JOB_ID: String(ids.jobId),
      };
      const crashed = await runFixture(FIXTURE, deliverEnv, (out) => sentSoFar(out) >= 100);
      expect(crashed.killed).toBe(true);
      const receivedBeforeRestart = sink.messages.length;
      expect(receivedBeforeRestart).toBeGreaterThanOrEqual(100);
      expect(receivedBeforeRestart).toBeLessThan(PARTNERS);

      // The restart comes after the lease: what the dead worker left is settled, not resent.
      const restarted = await runFixture(FIXTURE, { ...deliverEnv, LEASE_MS: '0' }, null);
      expect(restarted.out).toContain('DONE');

      const rows = await read((db) =>
        db
          .select({
            email: t.communicationRecipients.email,
            status: t.communicationRecipients.status,
          })
          .from(t.communicationRecipients)
          .where(eq(t.communicationRecipients.communicationId, ids.communicationId)),
      );
      expect(rows).toHaveLength(PARTNERS);
      const counts = new Map<string, number>();
      for (const m of sink.messages)
        for (const a of [m.to ?? []].flat().flatMap((x) => x.value))
          counts.set(a.address!, (counts.get(a.address!) ?? 0) + 1);
      // Nobody got two.
      expect([...counts.values()].filter((n) => n > 1)).toEqual([]);
      const byStatus = (s: string) => rows.filter((r) => r.status === s).map((r) => r.email);
      const sent = byStatus('sent');
      const uncertain = byStatus('uncertain');
      expect(sent.length + uncertain.length).toBe(PARTNERS);
      // At most the messages in flight (five lanes) when the process died.
      expect(uncertain.length).toBeLessThanOrEqual(5);
      // Every row recorded sent arrived; anything else that arrived is an uncertain one.
      for (const email of sent) expect(counts.get(email), email).toBe(1);
      const extra = [...counts.keys()].filter((e) => !sent.includes(e));
      expect(extra.every((e) => uncertain.includes(e))).toBe(true);
      console.log(
        `communication crash: killed after ${receivedBeforeRestart} received; ${sent.length} sent once, ${uncertain.length} uncertain (${extra.length} of them had arrived), none twice`,
      );
    } finally {
      await cleanup();
    }
  }, 240_000);
});
