import { describe, expect, it } from 'vitest';
import * as groupsRoute from '@/app/(api)/commission_group/route';
import * as campaignGroupsRoute from '@/app/(api)/campaign/[campaign_id]/commission_group/route';
import * as campaignGroupRoute from '@/app/(api)/campaign/[campaign_id]/commission_group/[commission_group_id]/route';
import * as networkGroupsRoute from '@/app/(api)/v3/network/[networkId]/commission-groups/route';
import * as partnerGroupsRoute from '@/app/(api)/user/publisher/[publisher_id]/commission_group/route';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork } from '../support/harness';
import { brandWithCampaign } from '../support/campaigns';
import { makePartner } from '../support/partners';

/**
 * Contract tests of the partner (commission) group operations: each response validates against
 * the reference's response schema (tests/fixtures/reference/<name>.json, api-evangelist/partnerize
 * 1bf9968; the adjustments and their reasons are in the fixtures).
 */

const ok = (name: string, res: { status: number; json: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(referenceErrors(name, res.json)).toEqual([]);
};

describe('reference contract: partner (commission) groups', () => {
  it('POST and PUT /commission_group, GET /campaign/{id}/commission_group[/{id}], the v3 network list and a partner’s v1 list', async () => {
    const net = await makeNetwork();
    const { campaign } = await brandWithCampaign(net);
    const [a, b] = [await makePartner(net), await makePartner(net)];
    const created = await call(groupsRoute, '/commission_group', {
      method: 'POST',
      auth: net.auth,
      body: {
        commission_groups: [
          {
            campaign_id: campaign.campaign_id,
            name: 'Top Sites 2 percent',
            description: '',
            start_date_time: '2013-08-31 15:00:00',
            end_date_time: '2033-09-30 15:00:00',
            publishers: [a.publisher_id, b.publisher_id],
          },
          { campaign_id: campaign.campaign_id, name: 'Open ended' },
        ],
      },
    });
    ok('partner-groups-create-v1', created, 201);
    const groupId = created.json.commission_group.commission_group_id as string;

    ok(
      'partner-groups-update-v1',
      await call(groupsRoute, '/commission_group', {
        method: 'PUT',
        auth: net.auth,
        body: {
          commission_groups: [
            {
              campaign_id: campaign.campaign_id,
              commission_group_id: groupId,
              name: 'Top Sites 4 percent',
              publishers: [a.publisher_id],
            },
          ],
        },
      }),
    );

    const params = { campaign_id: campaign.campaign_id };
    ok(
      'partner-groups-list-v1',
      await call(campaignGroupsRoute, `/campaign/${campaign.campaign_id}/commission_group`, {
        auth: net.auth,
        params,
      }),
    );
    ok(
      'partner-group-v1',
      await call(
        campaignGroupRoute,
        `/campaign/${campaign.campaign_id}/commission_group/${groupId}`,
        { auth: net.auth, params: { ...params, commission_group_id: groupId } },
      ),
    );
    const v3 = await call(
      networkGroupsRoute,
      `/v3/network/${net.networkId}/commission-groups?network_id=${net.networkId}`,
      { auth: net.auth, params: { networkId: String(net.networkId) } },
    );
    ok('commission-groups-v3', v3);
    expect(v3.json.data).toHaveLength(2);
    const partner = await call(
      partnerGroupsRoute,
      `/user/publisher/${a.publisher_id}/commission_group`,
      { auth: net.auth, params: { publisher_id: a.publisher_id } },
    );
    ok('partner-commission-groups-v1', partner);
    expect(partner.json.count).toBe(1);
  });
});
