import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as tiersRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/tiers/route';
import { getDb } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import { loadResolveContext } from '@/lib/services/commissions/load-context';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup, record } from '../support/conversions';
import { makeGroup } from '../support/commissions';

// A tier measured in items counts the items the partner sold before the sale (a sale without
// items counts as one), not the sales.

describe('tier volume by items', () => {
  it('counts the items of earlier sales, and a sale without items as one', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_commission_rate: '5' });
    const c = s.campaignId;
    const groupId = await makeGroup(net.auth, c, [s.publisherId]);
    const tier = await call(tiersRoute, `/v2/campaigns/${c}/commissions/tiers`, {
      method: 'POST',
      auth: s.brandUser.auth,
      params: { campaignId: c },
      body: {
        name: 'Items',
        start_date: '2020-01-01 00:00:00',
        end_date: '2099-01-01 00:00:00',
        evaluation_period: 0,
        reward_pending: true,
        reward_model: 'percentage_cpa',
        performance_measurement: 'total_items',
        meta_fields: [],
        levels: [{ threshold: 5, bonus_value: 9 }],
        groups: [groupId],
      },
    });
    expect(tier.status, tier.text).toBe(201);
    const item = (sku: string) => ({ sku, category: 'Shoes', item_value: '10.00' });
    const sales = [
      { conversion_reference: 'three', value: '30.00', items: [item('a'), item('b'), item('c')] },
      { conversion_reference: 'two', value: '20.00', items: [item('d'), item('e')] },
      { conversion_reference: 'none', value: '15.00' },
    ];
    for (const sale of sales) {
      const res = await record(s.brandUser.auth, c, {
        publisher_id: s.publisherId,
        conversion_time: new Date(Date.now() - 3_600_000).toISOString(),
        ...sale,
      });
      expect(res.status, res.text).toBe(201);
    }
    const db = await getDb();
    const [campaign] = await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, Number(c)));
    const ctx = await loadResolveContext(db, campaign!, {
      partnerId: Number(s.publisherId),
      at: new Date(),
      voucherCodeId: null,
    });
    expect(ctx.tierVolumes.get(Number(tier.json.tier.id))).toBe('6.0000');
  });
});
