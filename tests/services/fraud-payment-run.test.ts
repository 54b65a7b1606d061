import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { fraudIncidents } from '@/lib/db/schema';
import { record, useQueue } from '../support/conversions';
import { availableWorld, gbDetails, startRun } from '../support/payment-runs';

/**
 * A sale recorded through the API is checked by the queue's fraud worker (never by the
 * request), and the hold its incident puts on the partner keeps it out of the next payment
 * run with the incident as the reason (docs/fraud.md#actions).
 */

async function firstIncident(campaignId: string) {
  const db = await getDb();
  for (let i = 0; i < 100; i += 1) {
    const [row] = await db
      .select()
      .from(fraudIncidents)
      .where(eq(fraudIncidents.campaignId, Number(campaignId)));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no incident raised within 20 s');
}

describe('fraud holds and payment runs', () => {
  useQueue();

  it('a held partner is left out of the next payment run, the incident as the reason', async () => {
    const w = await availableWorld();
    await gbDetails(w.s.partner.auth, w.s.publisherId);
    const big = await record(w.s.brandUser.auth, w.s.campaignId, {
      publisher_id: w.s.publisherId,
      conversion_reference: 'too-big',
      value: '25000',
    });
    expect(big.status).toBe(201);
    const incident = await firstIncident(w.s.campaignId);
    expect(incident!.metric).toBe('conversion_value');
    const run = await startRun(w.net.auth, w.net, {
      currency: 'GBP',
      payment_type: 'bank_transfer',
    });
    expect(run.status).toBe(201);
    const line = run.json.data.lines.find(
      (l: { partner_id: string }) => l.partner_id === w.s.publisherId,
    );
    expect(line.exclusion_reason).toBe(
      `On hold: Fraud incident ${incident!.id} on campaign ${w.s.campaignId}: a sale of unusually high value. Contact the network's compliance team to have it reviewed.`,
    );
  });
});
