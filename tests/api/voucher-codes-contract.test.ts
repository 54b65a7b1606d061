import { describe, expect, it } from 'vitest';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as voucherRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/[voucher_code_id]/route';
import * as partnerVouchersRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/[status]/voucher/route';
import * as groupsRoute from '@/app/(api)/commission_group/route';
import { referenceErrors } from '../support/reference-contract';
import { call } from '../support/harness';
import { attributionWorld } from '../support/attribution';

/**
 * Contract tests of the voucher-code operations: each response validates against the
 * reference's response schema (tests/fixtures/reference/voucher-code*.json and
 * partner-voucher-codes-v1.json, api-evangelist/partnerize 1bf9968; adjustments and reasons in
 * the fixtures).
 */

const ok = (name: string, res: { status: number; json: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(referenceErrors(name, res.json)).toEqual([]);
};

describe('reference contract: voucher codes', () => {
  it('POST, PUT and GET /campaign/{id}/voucher_code, GET one, and the partner’s v1 list', async () => {
    const w = await attributionWorld();
    const group = await call(groupsRoute, '/commission_group', {
      method: 'POST',
      auth: w.net.auth,
      body: {
        commission_groups: [
          { campaign_id: w.campaignId, name: 'Coupon sites', publishers: [w.a.partnerId] },
        ],
      },
    });
    expect(group.status).toBe(201);
    const groupId = group.json.commission_group.commission_group_id as string;
    const params = { campaign_id: w.campaignId };
    const created = await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
      method: 'POST',
      auth: w.brandUser.auth,
      params,
      // The reference's example request, plus the partner the code credits (ours).
      body: {
        voucher_codes: [
          {
            commission_groups: [groupId],
            description: '',
            end_date_time: '2033-09-30 15:00:00',
            start_date_time: '2013-08-31 15:00:00',
            voucher_code: 'specialoffer69',
            publisher_id: w.a.partnerId,
          },
          { voucher_code: 'OPEN-ENDED' },
        ],
      },
    });
    ok('voucher-codes-create', created, 201);
    expect(created.json.voucher_code).toMatchObject({
      voucher_code: 'specialoffer69',
      campaign_id: w.campaignId,
      active: 'y',
      on_expiry: 'ignore',
      on_invalid_user: 'ignore',
      start_date_time: '2013-08-31 15:00:00',
      publisher_id: w.a.partnerId,
      commission_groups: [
        { commission_group: { commission_group_id: groupId, publishers: [w.a.partnerId] } },
      ],
    });
    const id = created.json.voucher_code.voucher_code_id as string;
    ok(
      'voucher-codes-update',
      await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
        method: 'PUT',
        auth: w.brandUser.auth,
        params,
        body: {
          voucher_codes: [
            {
              commission_groups: [],
              description: 'Spring',
              voucher_code: 'promocode',
              voucher_code_id: id,
            },
          ],
        },
      }),
    );
    ok(
      'voucher-codes-list',
      await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
        auth: w.brandUser.auth,
        params,
      }),
    );
    ok(
      'voucher-code',
      await call(voucherRoute, `/campaign/${w.campaignId}/voucher_code/${id}`, {
        auth: w.brandUser.auth,
        params: { ...params, voucher_code_id: id },
      }),
    );
    const mine = await call(
      partnerVouchersRoute,
      `/user/publisher/${w.a.partnerId}/campaign/${w.campaignId}/voucher`,
      { auth: w.a.auth, params: { publisher_id: w.a.partnerId, status: w.campaignId } },
    );
    ok('partner-voucher-codes-v1', mine);
    expect(mine.json).toMatchObject({
      count: 1,
      commission_fields: [],
      voucher_codes: [{ voucher_code: { voucher_code: 'promocode', description: 'Spring' } }],
    });
  });
});
