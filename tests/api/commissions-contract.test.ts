import { describe, expect, it } from 'vitest';
import * as commissionsRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/route';
import * as commissionRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/[commissionId]/route';
import * as retireRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/[commissionId]/retire/route';
import * as migrateRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/[commissionId]/migrate/route';
import * as promotionsRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/promotions/route';
import * as promotionRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/promotions/[promotionalId]/route';
import * as promotionRetireRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/promotions/[promotionalId]/retire/route';
import * as tiersRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/tiers/route';
import * as tierRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/tiers/[tierId]/route';
import * as csvRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/all.csv/route';
import * as partnerAll from '@/app/(api)/v2/campaigns/[campaignId]/publishers/[publisherId]/commissions/route';
import * as partnerDefault from '@/app/(api)/v2/campaigns/[campaignId]/publishers/[publisherId]/commissions/default/route';
import * as partnerCampaign from '@/app/(api)/v2/campaigns/[campaignId]/publishers/[publisherId]/commissions/campaign/route';
import * as partnerVoucher from '@/app/(api)/v2/campaigns/[campaignId]/publishers/[publisherId]/commissions/voucher/route';
import * as partnerPromotion from '@/app/(api)/v2/campaigns/[campaignId]/publishers/[publisherId]/commissions/promotion/route';
import * as partnerTier from '@/app/(api)/v2/campaigns/[campaignId]/publishers/[publisherId]/commissions/tier/route';
import * as partnerActive from '@/app/(api)/v2/campaigns/[campaignId]/publishers/[publisherId]/commissions/active/route';
import * as voucherCodesRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/optimisation/voucher/commission/route';
import * as voucherRoute from '@/app/(api)/campaign/[campaign_id]/optimisation/voucher/commission/[commission_id]/route';
import * as voucherRetireRoute from '@/app/(api)/campaign/[campaign_id]/optimisation/voucher/commission/[commission_id]/retire/route';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';
import { makeGroup, PAST } from '../support/commissions';

/**
 * Contract tests of the commission rule operations: each response validates against the
 * reference's response schema (tests/fixtures/reference/<name>.json, api-evangelist/partnerize
 * 1bf9968, dereferenced).
 */

const ok = (name: string, res: { status: number; json: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(referenceErrors(name, res.json)).toEqual([]);
};

describe('reference contract: commissions', () => {
  it('commissions, promotions, tiers, voucher commissions, the partner views and the CSV', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_commission_rate: '5' });
    const auth = s.brandUser.auth;
    const c = s.campaignId;
    const p = s.publisherId;
    const groupId = await makeGroup(net.auth, c, [p]);
    const base = `/v2/campaigns/${c}/commissions`;

    const created = await call(commissionsRoute, base, {
      method: 'POST',
      auth,
      params: { campaignId: c },
      body: {
        description: 'Standard',
        start_date: PAST,
        meta_fields: [{ name: 'category', rules: [{ operator: 'EQUALS', value: 'shoes' }] }],
        rates: [
          { id: c, type: 'campaign', performance_value: 6, performance_model: 'percentage_cpa' },
          { id: groupId, type: 'group', performance_value: 8, performance_model: 'percentage_cpa' },
          { id: p, type: 'publisher', performance_value: 2.5, performance_model: 'fixed_cpa' },
        ],
      },
    });
    ok('commission-create', created, 201);
    const id = created.json.commission.id as string;
    const one = { campaignId: c, commissionId: id };
    ok('commissions-list', await call(commissionsRoute, base, { auth, params: { campaignId: c } }));
    ok('commission-get', await call(commissionRoute, `${base}/${id}`, { auth, params: one }));
    const patched = await call(commissionRoute, `${base}/${id}`, {
      method: 'PATCH',
      auth,
      params: one,
      body: { description: 'Standard, changed' },
    });
    ok('commission-update', patched);
    // An active commission is retired and replaced.
    const nextId = patched.json.commission.id as string;
    expect(nextId).not.toBe(id);
    const next = { campaignId: c, commissionId: nextId };
    ok(
      'commission-migrate',
      await call(migrateRoute, `${base}/${nextId}/migrate`, { method: 'POST', auth, params: next }),
    );

    const promo = await call(promotionsRoute, `${base}/promotions`, {
      method: 'POST',
      auth,
      params: { campaignId: c },
      body: {
        description: 'Summer',
        performance_value: 12,
        performance_model: 'percentage_cpa',
        start_date: '2020-01-01 00:00:00',
        end_date: '2099-01-01 00:00:00',
        publishers: [p],
        meta_fields: [{ name: 'sku', values: ['A-1'] }],
      },
    });
    ok('promotion-create', promo, 201);
    const promoId = promo.json.promotion.id as string;
    const pp = { campaignId: c, promotionalId: promoId };
    ok(
      'promotions-list',
      await call(promotionsRoute, `${base}/promotions`, { auth, params: { campaignId: c } }),
    );
    ok(
      'promotion-get',
      await call(promotionRoute, `${base}/promotions/${promoId}`, { auth, params: pp }),
    );
    ok(
      'promotion-update',
      await call(promotionRoute, `${base}/promotions/${promoId}`, {
        method: 'PATCH',
        auth,
        params: pp,
        body: { performance_value: '15' },
      }),
    );

    const tier = await call(tiersRoute, `${base}/tiers`, {
      method: 'POST',
      auth,
      params: { campaignId: c },
      body: {
        name: 'Volume',
        start_date: '2020-01-01 00:00:00',
        end_date: '2099-01-01 00:00:00',
        evaluation_period: 0,
        reward_pending: false,
        reward_model: 'percentage_cpa',
        performance_measurement: 'total_revenue',
        meta_fields: [],
        levels: [
          { threshold: 1000, bonus_value: 9 },
          { threshold: 5000, bonus_value: 11 },
        ],
        groups: [groupId],
      },
    });
    ok('tier-create', tier, 201);
    ok('tiers-list', await call(tiersRoute, `${base}/tiers`, { auth, params: { campaignId: c } }));
    const tierId = tier.json.tier.id as string;
    const patchedTier = await call(tierRoute, `${base}/tiers/${tierId}`, {
      method: 'PATCH',
      auth,
      params: { campaignId: c, tierId },
      body: { name: 'Volume 2' },
    });
    expect(patchedTier.status, patchedTier.text).toBe(200);

    const code = await call(voucherCodesRoute, `/campaign/${c}/voucher_code`, {
      method: 'POST',
      auth,
      params: { campaign_id: c },
      body: { voucher_codes: [{ voucher_code: 'SAVE10', publisher_id: p }] },
    });
    expect(code.status, code.text).toBe(201);
    const codeId = code.json.voucher_code.voucher_code_id as string;
    const vbase = `/campaign/${c}/optimisation/voucher/commission`;
    const voucher = await call(vouchersRoute, vbase, {
      method: 'POST',
      auth,
      params: { campaign_id: c },
      body: {
        description: 'Codes',
        start_date: '2020-01-01 00:00:00',
        voucher_codes: [codeId],
        performance_value: 20,
        performance_model: 'fixed_cpa',
        meta_fields: [{ name: 'sku', value: '1' }],
      },
    });
    ok('voucher-commission-create', voucher);
    const vid = voucher.json.voucher_commission.id as string;
    const vp = { campaign_id: c, commission_id: vid };
    ok(
      'voucher-commissions-list',
      await call(vouchersRoute, vbase, { auth, params: { campaign_id: c } }),
    );
    ok('voucher-commission-get', await call(voucherRoute, `${vbase}/${vid}`, { auth, params: vp }));
    ok(
      'voucher-commission-update',
      await call(voucherRoute, `${vbase}/${vid}`, {
        method: 'PUT',
        auth,
        params: vp,
        body: {
          start_date: '2020-01-01 00:00:00',
          voucher_codes: [codeId],
          performance_value: 25,
          performance_model: 'fixed_cpa',
        },
      }),
    );

    const pbase = `/v2/campaigns/${c}/publishers/${p}/commissions`;
    const pparams = { campaignId: c, publisherId: p };
    const all = await call(partnerAll, pbase, { auth, params: pparams });
    ok('partner-commissions', all);
    expect(all.json.commissions.map((x: { type: string }) => x.type).sort()).toEqual([
      'campaign',
      'default',
      'promotional',
      'tier',
      'voucher',
    ]);
    ok(
      'partner-commission-default',
      await call(partnerDefault, `${pbase}/default`, { auth, params: pparams }),
    );
    ok(
      'partner-commission-campaign',
      await call(partnerCampaign, `${pbase}/campaign`, { auth, params: pparams }),
    );
    ok(
      'partner-commission-voucher',
      await call(partnerVoucher, `${pbase}/voucher`, { auth, params: pparams }),
    );
    ok(
      'partner-commission-promotion',
      await call(partnerPromotion, `${pbase}/promotion`, { auth, params: pparams }),
    );
    ok(
      'partner-commission-tier',
      await call(partnerTier, `${pbase}/tier`, { auth, params: pparams }),
    );
    ok(
      'partner-commission-active',
      await call(partnerActive, `${pbase}/active`, { auth, params: pparams }),
    );

    const csv = await call(csvRoute, `${base}/all.csv`, { auth, params: { campaignId: c } });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^commission_group_id,commission_id,commission_type,scope,/);
    // default + 3 rates of the live commission + the retired one's 3 + promotion + tier + voucher
    expect(lines.length - 1).toBe(10);

    ok(
      'voucher-commission-get',
      await call(voucherRetireRoute, `${vbase}/${vid}/retire`, {
        method: 'POST',
        auth,
        params: vp,
      }),
    );
    ok(
      'promotion-retire',
      await call(promotionRetireRoute, `${base}/promotions/${promoId}/retire`, {
        method: 'POST',
        auth,
        params: pp,
      }),
    );
    ok(
      'commission-retire',
      await call(retireRoute, `${base}/${nextId}/retire`, { method: 'POST', auth, params: next }),
    );
    const deleted = await call(tierRoute, `${base}/tiers/${tierId}`, {
      method: 'DELETE',
      auth,
      params: { campaignId: c, tierId },
    });
    expect(deleted.status).toBe(204);
    const deletedPromo = await call(promotionRoute, `${base}/promotions/${promoId}`, {
      method: 'DELETE',
      auth,
      params: pp,
    });
    expect(deletedPromo.status).toBe(204);
    const deletedVoucher = await call(voucherRoute, `${vbase}/${vid}`, {
      method: 'DELETE',
      auth,
      params: vp,
    });
    expect(deletedVoucher.json.voucher_commission.status).toBe('DELETED');
    expect(
      (await call(promotionRoute, `${base}/promotions/${promoId}`, { auth, params: pp })).status,
    ).toBe(404);
  });
});
