import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as promotionRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/promotions/[promotionalId]/route';
import * as retireRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/promotions/[promotionalId]/retire/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, conversionItems, conversions } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup, record, useQueue } from '../support/conversions';
import {
  createCommission,
  createPromotion,
  makeGroup,
  PAST,
  preview,
} from '../support/commissions';
import { brandWithCampaign } from '../support/campaigns';

const rate = (type: string, id: string, value: string, model = 'percentage_cpa') => ({
  id,
  type,
  performance_value: value,
  performance_model: model,
});

async function storedConversion(id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(conversions)
    .where(eq(conversions.id, Number(id)));
  return row!;
}

describe('commission rules at recording time', () => {
  useQueue();

  it('pays by the most specific rule, stores it with the amount, and later rule changes never rewrite it', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_commission_rate: '5', default_currency: 'EUR' });
    const groupId = await makeGroup(net.auth, s.campaignId, [s.publisherId]);
    const std = await createCommission(s.brandUser.auth, s.campaignId, {
      description: 'Top partners earn more',
      start_date: PAST,
      rates: [rate('group', groupId, '8'), rate('campaign', s.campaignId, '6')],
    });
    expect(std.status, std.text).toBe(201);
    const promo = await createPromotion(s.brandUser.auth, s.campaignId, {
      description: 'Summer',
      performance_value: 12,
      performance_model: 'percentage_cpa',
      start_date: '2020-01-01 00:00:00',
      groups: [groupId],
    });
    expect(promo.status, promo.text).toBe(201);
    const promoId = promo.json.promotion.id as string;

    const first = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'r-1',
      value: '100.00',
    });
    expect(first.status, first.text).toBe(201);
    expect(first.json.data.commission).toBe('12.00');
    const stored = await storedConversion(first.json.data.id);
    expect(stored).toMatchObject({
      commissionKind: 'promotion',
      commissionRuleId: Number(promoId),
    });
    expect(stored.commissionApplied).toEqual({
      kind: 'promotion',
      rule_id: promoId,
      performance_model: 'percentage_cpa',
      performance_value: '12.0000',
      fixed_per: 'conversion',
    });

    const params = { campaignId: s.campaignId, promotionalId: promoId };
    const path = `/v2/campaigns/${s.campaignId}/commissions/promotions/${promoId}`;
    const patched = await call(promotionRoute, path, {
      method: 'PATCH',
      auth: s.brandUser.auth,
      body: { performance_value: '20' },
      params,
    });
    expect(patched.status, patched.text).toBe(200);
    const second = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'r-2',
      value: '100.00',
    });
    expect(second.json.data.commission).toBe('20.00');
    // The first conversion keeps what it earned and the rule snapshot it was paid by.
    const again = await storedConversion(first.json.data.id);
    expect(again.commission).toBe('12.0000');
    expect(again.commissionApplied?.performance_value).toBe('12.0000');

    const retired = await call(retireRoute, `${path}/retire`, {
      method: 'POST',
      auth: s.brandUser.auth,
      params,
    });
    expect(retired.status, retired.text).toBe(200);
    expect(retired.json.promotion.status).toBe('RETIRED');
    const third = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'r-3',
      value: '100.00',
    });
    expect(third.json.data.commission).toBe('8.00');
    expect((await storedConversion(third.json.data.id)).commissionKind).toBe('group');

    // The preview answers what recording did.
    const seen = await preview(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      value: '100.00',
    });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json.data).toMatchObject({
      commission: '8.0000',
      currency: 'EUR',
      rule: { kind: 'group', rule_id: std.json.commission.id, performance_value: '8.0000' },
    });

    const db = await getDb();
    const audits = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.networkId, net.networkId),
          eq(auditEvents.entityType, 'commission_rule'),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual([
      'created',
      'created',
      'retired',
      'updated',
    ]);
  });

  it('pays each item by its own rule (sku, then category) and the conversion the sum', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_commission_rate: '5', default_currency: 'EUR' });
    const res = await createCommission(s.brandUser.auth, s.campaignId, {
      description: 'Shoes pay more, one SKU even more',
      start_date: PAST,
      meta_fields: [{ name: 'category', rules: [{ operator: 'EQUALS', value: 'shoes' }] }],
      rates: [rate('campaign', s.campaignId, '10')],
    });
    expect(res.status, res.text).toBe(201);
    await createPromotion(s.brandUser.auth, s.campaignId, {
      performance_value: '3',
      performance_model: 'fixed_cpa',
      fixed_per: 'item',
      start_date: PAST,
      meta_fields: [{ name: 'sku', values: ['GOLD-1'] }],
    });
    const rec = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'items-1',
      value: '350.00',
      items: [
        { sku: 'S-1', category: 'shoes', item_value: '100.00' },
        { sku: 'GOLD-1', category: 'shoes', item_value: '200.00' },
        { sku: 'H-1', category: 'hats', item_value: '50.00' },
      ],
    });
    expect(rec.status, rec.text).toBe(201);
    expect(rec.json.data.items.map((i: { item_commission: string }) => i.item_commission)).toEqual([
      '10.00',
      '3.00',
      '2.50',
    ]);
    expect(rec.json.data.commission).toBe('15.50');
    const db = await getDb();
    const items = await db
      .select()
      .from(conversionItems)
      .where(eq(conversionItems.conversionId, Number(rec.json.data.id)))
      .orderBy(conversionItems.id);
    expect(items.map((i) => i.commissionKind)).toEqual(['campaign', 'promotion', 'default']);
  });

  it('refuses bad rules with the field named, and other networks’ campaigns', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const bad = async (body: Record<string, unknown>) =>
      createCommission(s.brandUser.auth, s.campaignId, {
        description: 'x',
        start_date: PAST,
        rates: [rate('campaign', s.campaignId, '5')],
        ...body,
      });
    const cpc = await bad({ rates: [rate('campaign', s.campaignId, '5', 'cpc')] });
    expect(cpc.status).toBe(400);
    expect(JSON.stringify(cpc.json)).toContain('cpc is not supported');
    const group = await bad({ rates: [rate('group', '999999999', '5')] });
    expect(group.status).toBe(400);
    expect(JSON.stringify(group.json)).toContain('is not a group of campaign');
    const window = await bad({ end_date: '2019-01-01T00:00:00Z' });
    expect(window.status).toBe(400);
    expect(JSON.stringify(window.json)).toContain('end_date');
    const percent = await bad({ rates: [rate('campaign', s.campaignId, '150')] });
    expect(percent.status).toBe(400);

    const other = await makeNetwork();
    const { campaign } = await brandWithCampaign(other);
    const foreign = await createCommission(s.brandUser.auth, campaign.campaign_id, {
      description: 'x',
      start_date: PAST,
      rates: [rate('campaign', campaign.campaign_id, '5')],
    });
    expect(foreign.status).toBe(404);
  });
});
