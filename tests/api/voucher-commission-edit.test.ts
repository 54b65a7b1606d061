import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as voucherCodesRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/optimisation/voucher/commission/route';
import * as voucherRoute from '@/app/(api)/campaign/[campaign_id]/optimisation/voucher/commission/[commission_id]/route';
import * as voucherRetireRoute from '@/app/(api)/campaign/[campaign_id]/optimisation/voucher/commission/[commission_id]/retire/route';
import { getDb } from '@/lib/db/client';
import { commissionRules } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';

/**
 * The campaign page's voucher commission editor (components/console/commissions): it changes a
 * voucher commission by the reference's PUT, sending back what the GET showed with its changes,
 * and ends it by retire. Nothing the answer does not show may be lost on the way.
 */

type Voucher = {
  id: string;
  performance_value: number;
  meta_fields: { name: string; value: string; rules: { operator: string; value: unknown }[] }[];
};

describe('voucher commissions changed the way the console does', () => {
  it('keeps what the form does not show, names bad codes on voucher_codes, and retires', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const auth = s.brandUser.auth;
    const c = s.campaignId;
    const code = await call(voucherCodesRoute, `/campaign/${c}/voucher_code`, {
      method: 'POST',
      auth,
      params: { campaign_id: c },
      body: { voucher_codes: [{ voucher_code: 'EDIT10', publisher_id: s.publisherId }] },
    });
    expect(code.status, code.text).toBe(201);
    const codeId = code.json.voucher_code.voucher_code_id as string;
    const base = `/campaign/${c}/optimisation/voucher/commission`;
    const created = await call(vouchersRoute, base, {
      method: 'POST',
      auth,
      params: { campaign_id: c },
      body: {
        description: 'Per item',
        start_date: '2020-01-01 00:00:00',
        voucher_codes: [codeId],
        performance_value: '2',
        performance_model: 'fixed_cpa',
        fixed_per: 'item',
        meta_fields: [{ name: 'sku', value: ['A-1', 'B-2'] }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json.voucher_commission.id as string;
    const params = { campaign_id: c, commission_id: id };

    // The form's PUT: its fields, and the meta fields as the GET showed them.
    const shown = (await call(voucherRoute, `${base}/${id}`, { auth, params })).json
      .voucher_commission as Voucher;
    const put = await call(voucherRoute, `${base}/${id}`, {
      method: 'PUT',
      auth,
      params,
      body: {
        group_limit_id: null,
        meta_fields: shown.meta_fields.map((f) => ({
          name: f.name,
          value: Array.isArray(f.rules[0]?.value) ? f.rules[0]!.value : f.value,
        })),
        description: 'Per item',
        voucher_codes: [codeId],
        performance_model: 'fixed_cpa',
        performance_value: '3.5',
        start_date: '2020-01-01 00:00:00',
        end_date: null,
      },
    });
    expect(put.status, put.text).toBe(200);
    const after = put.json.voucher_commission as Voucher;
    expect(after.performance_value).toBe(3.5);
    expect(after.meta_fields[0]!.rules).toEqual([{ operator: 'ONE_OF', value: ['A-1', 'B-2'] }]);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(commissionRules)
      .where(eq(commissionRules.id, Number(id)));
    // fixed_per is ours and not in the answer: a PUT without it keeps it.
    expect(row!.fixedPer).toBe('item');

    // A code of no campaign of this one is named on voucher_codes.
    const bad = await call(voucherRoute, `${base}/${id}`, {
      method: 'PUT',
      auth,
      params,
      body: {
        voucher_codes: ['999999999'],
        performance_model: 'fixed_cpa',
        performance_value: '3.5',
        start_date: '2020-01-01 00:00:00',
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('voucher_codes');
    expect(JSON.stringify(bad.json)).toContain('is not a code of campaign');

    const retired = await call(voucherRetireRoute, `${base}/${id}/retire`, {
      method: 'POST',
      auth,
      params,
    });
    expect(retired.status, retired.text).toBe(200);
    const list = await call(vouchersRoute, base, { auth, params: { campaign_id: c } });
    expect(list.json.voucher_commissions).toEqual([]);
  });
});
