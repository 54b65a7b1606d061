import { describe, expect, it } from 'vitest';
import { dayWindow, fetchSalesTotals } from '@/lib/client/partner-tracking';
import { makeNetwork } from '../support/harness';
import { conversionSetup, record, useQueue } from '../support/conversions';
import { routeClient } from '../support/route-client';

/** The partner home's sales figures (components/partner/shell/overview.tsx) on the real routes. */

describe("the partner home's last 30 days", () => {
  useQueue();

  it('counts the sales of the window and sums their commission per currency', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_currency: 'GBP',
      default_commission_rate: '10',
    });
    const api = routeClient(s.partner.auth);
    expect(await fetchSalesTotals(api, s.publisherId, dayWindow(30))).toEqual({
      count: 0,
      commission: {},
    });
    for (const [ref, value] of [
      ['HOME-1', '120.00'],
      ['HOME-2', '30.50'],
    ])
      expect(
        (
          await record(s.brandUser.auth, s.campaignId, {
            publisher_id: s.publisherId,
            conversion_reference: ref,
            value,
          })
        ).status,
      ).toBe(201);
    const totals = await fetchSalesTotals(api, s.publisherId, dayWindow(30));
    expect(totals).toEqual({ count: 2, commission: { GBP: 15.05 } });
  });
});
