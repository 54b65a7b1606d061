import { describe, expect, it } from 'vitest';
import * as inviteRoute from '@/app/(api)/v2/networks/[networkId]/invite/network-partners/route';
import * as csvRoute from '@/app/(api)/v2/networks/[networkId]/invite/network-partners.csv/route';
import { getDb } from '@/lib/db/client';
import { partnerCollectionMembers, partnerCollections } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import {
  approvedPartner,
  brandWithCampaign,
  codesOf,
  decide,
  makeCampaign,
  participationOf,
  requestOne,
  setNetworkStatus,
} from '../support/campaigns';
import { makePartnerUser } from '../support/partners';
import { referenceErrors } from '../support/reference-contract';

const outcomes = (auth: string, networkId: string, query: string) =>
  call(inviteRoute, `/v2/networks/${networkId}/invite/network-partners${query}`, {
    auth,
    params: { networkId },
  });

const csv = (auth: string, networkId: string, query: string) =>
  call(csvRoute, `/v2/networks/${networkId}/invite/network-partners.csv${query}`, {
    method: 'POST',
    auth,
    params: { networkId },
  });

async function collection(
  net: TestNetwork,
  partnerIds: string[],
  extra: { deletedAt?: Date; expiresAt?: Date } = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(partnerCollections)
    .values({ networkId: net.networkId, name: 'Shortlist', ...extra })
    .returning();
  if (partnerIds.length)
    await db
      .insert(partnerCollectionMembers)
      .values(partnerIds.map((id) => ({ collectionId: row!.id, partnerId: Number(id) })));
  return String(row!.id);
}

type Outcome = {
  id: string;
  status: string;
  current_status: string | null;
  approval_date: string | null;
};
const table = (res: { json: { partners: { id: string; campaigns: Outcome[] }[] } }) =>
  Object.fromEntries(
    res.json.partners.map((p) => [p.id, p.campaigns.map((c) => `${c.status}/${c.current_status}`)]),
  );

/** A collection of: a requester (p on c1), an invitee (t on c2), an approved one (a on c1), a partner pending on the network. */
async function world() {
  const net = await makeNetwork();
  const { brand, brandUser, campaign: c1 } = await brandWithCampaign(net);
  const c2 = await makeCampaign(net, brand.advertiser_id);
  const ungranted = await brandWithCampaign(net);
  const [requester, invitee, approved] = [
    await approvedPartner(net),
    await approvedPartner(net),
    await approvedPartner(net),
  ];
  const pending = await makePartnerUser(net);
  await setNetworkStatus(net, pending.partnerId, 'p');
  await requestOne(requester.auth, requester.partnerId, c1);
  await call(inviteRoute, `/v2/networks/${net.networkId}/invite/network-partners`, {
    method: 'POST',
    auth: net.auth,
    body: { publisher_id: [invitee.partnerId], campaign_id: [c2.campaign_id] },
    params: { networkId: String(net.networkId) },
  });
  await requestOne(approved.auth, approved.partnerId, c1);
  await decide('accept', net.auth, net.networkId, [
    { campaign_id: c1.campaign_id, publisher_id: approved.partnerId },
  ]);
  const ids = [requester, invitee, approved, pending].map((p) => p.partnerId);
  const collectionId = await collection(net, ids);
  return { net, brandUser, c1, c2, ungranted, requester, invitee, approved, pending, collectionId };
}

describe('GET /v2/networks/{network_id}/invite/network-partners (pending outcomes)', () => {
  it('shows what inviting the collection would do, per partner and campaign, and changes nothing; matches the reference', async () => {
    const w = await world();
    const networkId = String(w.net.networkId);
    const res = await outcomes(
      w.net.auth,
      networkId,
      `?partner_collection_id=${w.collectionId}&campaign_ids=${w.c1.campaign_id},${w.c2.campaign_id}`,
    );
    expect(res.status).toBe(200);
    expect(referenceErrors('invite-outcomes', res.json)).toEqual([]);
    expect(res.json).toMatchObject({ count: 4, limit: 100, offset: 0 });
    expect(table(res)).toEqual({
      [w.requester.partnerId]: ['approved/p', 'invited/null'],
      [w.invitee.partnerId]: ['invited/null', 'invited/t'],
      [w.approved.partnerId]: ['approved/a', 'invited/null'],
      [w.pending.partnerId]: ['not_invitable/null', 'not_invitable/null'],
    });
    const approved = res.json.partners.find((p: { id: string }) => p.id === w.approved.partnerId);
    expect(approved.campaigns[0].approval_date).toMatch(/^\d{4}-\d\d-\d\dT.*\+00:00$/);
    const pending = res.json.partners.find((p: { id: string }) => p.id === w.pending.partnerId);
    expect(pending.campaigns[0].reason).toMatch(/network status p/i);
    // Nothing was changed.
    expect((await participationOf(w.c1.campaign_id, w.requester.partnerId))!.status).toBe('p');
    expect(await participationOf(w.c2.campaign_id, w.requester.partnerId)).toBeUndefined();

    // campaign_ids[] repeated, paging and search.
    const repeated = await outcomes(
      w.brandUser.auth,
      networkId,
      `?partner_collection_id=${w.collectionId}&campaign_ids[]=${w.c1.campaign_id}&campaign_ids[]=${w.c2.campaign_id}&limit=2&offset=2`,
    );
    expect(repeated.status).toBe(200);
    expect(repeated.json).toMatchObject({ count: 4, limit: 2, offset: 2 });
    expect(repeated.json.partners.map((p: { id: string }) => p.id)).toEqual([
      w.approved.partnerId,
      w.pending.partnerId,
    ]);
    const searched = await outcomes(
      w.net.auth,
      networkId,
      `?partner_collection_id=${w.collectionId}&campaign_ids=${w.c1.campaign_id}&search=${encodeURIComponent(w.invitee.user.user_name.toUpperCase())}`,
    );
    expect(searched.json.partners.map((p: { id: string }) => p.id)).toEqual([w.invitee.partnerId]);
  });

  it('refuses bad, foreign, deleted or expired collections and campaigns, ungranted campaigns, partner users and other networks', async () => {
    const w = await world();
    const networkId = String(w.net.networkId);
    const q = (collection: string, campaigns: string) =>
      `?partner_collection_id=${collection}&campaign_ids=${campaigns}`;
    const c1 = w.c1.campaign_id;
    const bad: [string, string][] = [
      [`?campaign_ids=${c1}`, 'partner_collection_id'],
      [`?partner_collection_id=${w.collectionId}`, 'campaign_ids'],
      [q('abc', c1), 'partner_collection_id'],
      [q(w.collectionId, 'x,1'), 'campaign_ids'],
      [q(w.collectionId, '99999999'), 'campaign_ids'],
    ];
    for (const [query, property] of bad) {
      const res = await outcomes(w.net.auth, networkId, query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(codesOf(res)), query).toEqual([property]);
    }
    const other = await makeNetwork();
    const foreignCollection = await collection(other, []);
    const deleted = await collection(w.net, [w.requester.partnerId], { deletedAt: new Date() });
    const expired = await collection(w.net, [w.requester.partnerId], {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const id of [foreignCollection, deleted, expired]) {
      const res = await outcomes(w.net.auth, networkId, q(id, c1));
      expect(res.status).toBe(400);
      expect(codesOf(res)).toEqual({ partner_collection_id: 'invalid_value' });
    }
    const ungranted = await outcomes(
      w.brandUser.auth,
      networkId,
      q(w.collectionId, w.ungranted.campaign.campaign_id),
    );
    expect(ungranted.status).toBe(403);
    expect((await outcomes(w.requester.auth, networkId, q(w.collectionId, c1))).status).toBe(403);
    expect((await outcomes(other.auth, networkId, q(w.collectionId, c1))).status).toBe(404);
  });
});

describe('POST /v2/networks/{network_id}/invite/network-partners.csv', () => {
  it("exports the pending outcomes as CSV with the reference's columns (201)", async () => {
    const w = await world();
    const networkId = String(w.net.networkId);
    const res = await csv(
      w.net.auth,
      networkId,
      `?partner_collection_id=${w.collectionId}&campaign_ids=${w.c1.campaign_id}`,
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'partner_id,partner_name,company_name,partner_website,campaign_id,campaign_name,campaign_status,campaign_approval_date',
    );
    expect(lines).toHaveLength(5);
    const approvedRow = lines.find((l) => l.startsWith(`${w.approved.partnerId},`))!;
    expect(approvedRow).toMatch(/,approved,\d{4}-\d\d-\d\dT[^,]+\+00:00$/);
    expect(lines.find((l) => l.startsWith(`${w.pending.partnerId},`))).toContain(',not_invitable,');

    const refused = await csv(w.net.auth, networkId, `?campaign_ids=${w.c1.campaign_id}`);
    expect(refused.status).toBe(400);
    expect(refused.json.error.errors[0].property).toBe('partner_collection_id');
    const other = await makeNetwork();
    expect(
      (
        await csv(
          other.auth,
          networkId,
          `?partner_collection_id=${w.collectionId}&campaign_ids=${w.c1.campaign_id}`,
        )
      ).status,
    ).toBe(404);
  });
});
