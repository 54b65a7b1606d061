import { describe, expect, it } from 'vitest';
import * as trackingRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/[status]/tracking/route';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';

/** GET /user/publisher/{publisher_id}/campaign/{status}/tracking (the Blueprint's tracking list). */
describe('GET /user/publisher/{publisher_id}/campaign/{status}/tracking', () => {
  it('lists the approved campaigns with camref and a working tracking link; others none; brands 403', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const get = (auth: string, status: string) =>
      call(trackingRoute, `/user/publisher/${s.publisherId}/campaign/${status}/tracking`, {
        auth,
        params: { publisher_id: s.publisherId, status },
      });
    const approved = await get(s.partner.auth, 'a');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.count).toBe(1);
    const campaign = approved.json.campaigns[0].campaign;
    const camref = `${s.campaignId}l${s.publisherId}`;
    expect(campaign).toMatchObject({ campaign_id: s.campaignId, publisher_status: 'a', camref });
    expect(campaign.tracking_link).toContain(`/click/camref:${camref}`);
    const pending = await get(s.partner.auth, 'p');
    expect(pending.json).toMatchObject({ count: 0, campaigns: [] });
    expect((await get(s.brandUser.auth, 'a')).status).toBe(403);
  });
});
