import { describe, expect, it } from 'vitest';
import * as attributionRoute from '@/app/(api)/v2/campaigns/[campaignId]/attribution/route';
import { referenceErrors } from '../support/reference-contract';
import { call } from '../support/harness';
import { attributionWorld } from '../support/attribution';

/**
 * Contract test of the attribution-settings operations: GET and PATCH
 * /v2/campaigns/{campaignId}/attribution validate against the reference's response schema
 * (tests/fixtures/reference/attribution-settings.json, api-evangelist/partnerize 1bf9968).
 */

const settings = (auth: string, campaignId: string, body?: unknown) =>
  call(attributionRoute, `/v2/campaigns/${campaignId}/attribution`, {
    method: body === undefined ? 'GET' : 'PATCH',
    auth,
    body,
    params: { campaignId },
  });

describe('reference contract: attribution settings', () => {
  it('GET and PATCH /v2/campaigns/{campaignId}/attribution answer the reference shape', async () => {
    const w = await attributionWorld();
    const read = await settings(w.brandUser.auth, w.campaignId);
    expect(read.status, read.text).toBe(200);
    expect(referenceErrors('attribution-settings', read.json)).toEqual([]);
    expect(read.json.data).toEqual({
      code_suppression: false,
      preferred_partners: false,
      exclusive_codes: false,
      in_cart: false,
      split: false,
    });
    // The reference's request body, with only the model we run switched on.
    const changed = await settings(w.brandUser.auth, w.campaignId, {
      code_suppression: false,
      preferred_partners: false,
      exclusive_codes: true,
      in_cart: false,
      split: false,
      first_click: false,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(referenceErrors('attribution-settings', changed.json)).toEqual([]);
    expect(changed.json.data.exclusive_codes).toBe(true);
    const refused = await settings(w.brandUser.auth, w.campaignId, { split: true });
    expect(refused.status).toBe(400);
    expect(refused.json.error.errors[0].property).toBe('split');
    const partner = await settings(w.a.auth, w.campaignId);
    expect(partner.status).toBe(403);
  });
});
