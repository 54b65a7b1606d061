import { eq } from 'drizzle-orm';
import * as listRoute from '@/app/(api)/v2/networks/[networkId]/publishers/route';
import * as oneRoute from '@/app/(api)/v2/networks/[networkId]/publishers/[publisher_id]/route';
import * as idsRoute from '@/app/(api)/v2/networks/[networkId]/publishers/ids/route';
import * as csvRoute from '@/app/(api)/v2/networks/[networkId]/publishers.csv/route';
import { getDb } from '@/lib/db/client';
import {
  partnerGroupMembers,
  partnerGroups,
  participations,
  partners,
  partnerWebsites,
} from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from './harness';
import { makeBrandUser, makePartner, makePartnerUser } from './partners';
import { makeBrand, makeCampaign, uid } from './campaigns';

/**
 * A network for the v2 partner list tests: two brands with a campaign each (a brand user is
 * granted the first only), four partners with known attributes, websites, participations in
 * every status and a partner group on each campaign.
 */
export async function publishersWorld() {
  const net = await makeNetwork();
  const db = await getDb();
  const t = uid();
  const brandA = await makeBrand(net, { account_name: `brand-a-${t}` });
  const brandB = await makeBrand(net, { account_name: `brand-b-${t}` });
  const campA = await makeCampaign(net, brandA.advertiser_id, { title: `Alpha ${t}` });
  const campB = await makeCampaign(net, brandB.advertiser_id, { title: `Bravo ${t}` });
  const brandUser = await makeBrandUser(net, [Number(brandA.advertiser_id)]);
  const brandUserNoGrant = await makeBrandUser(net, []);
  const partnerUser = await makePartnerUser(net);
  const make = (name: string, extra: Record<string, unknown>) =>
    makePartner(net, {
      account_name: `${name}-${t}`,
      contact_email: `${name}-${t}@contact.test`,
      ...extra,
    });
  const alice = await make('alice', {
    company_name: `Alice Media ${t}`,
    operating_country: 'GB',
    vertical: '2',
    promotional_method: '2',
    contact_locale: 'en',
  });
  const bob = await make('bob', {
    company_name: '',
    operating_country: 'US',
    vertical: '3',
    promotional_method: '3',
    contact_locale: 'fr',
  });
  const carol = await make('carol', {
    company_name: `Carol Deals ${t}`,
    operating_country: 'DE',
    vertical: '2',
    promotional_method: '4',
    contact_locale: 'de',
  });
  const dave = await make('dave', { company_name: `Dave Ltd ${t}`, vertical: '9' });
  const ids = {
    alice: Number(alice.publisher_id),
    bob: Number(bob.publisher_id),
    carol: Number(carol.publisher_id),
    dave: Number(dave.publisher_id),
    partnerUser: Number(partnerUser.partnerId),
  };
  const set = (id: number, values: Partial<typeof partners.$inferInsert>) =>
    db.update(partners).set(values).where(eq(partners.id, id));
  await set(ids.alice, {
    networkStatus: 'a',
    createdAt: new Date('2020-01-15T10:00:00Z'),
    reportingIdentifier: `rep-${t}`,
    networkNotes: `Notes ${t} private`,
    signupIp: '2001:db8::a11c',
    phone: '7700900123',
    phoneArea: '44',
  });
  await set(ids.bob, { networkStatus: 'p', createdAt: new Date('2021-06-01T10:00:00Z') });
  await set(ids.carol, { networkStatus: 'r', createdAt: new Date('2022-03-03T10:00:00Z') });
  await set(ids.dave, { networkStatus: 'n', createdAt: new Date('2023-08-08T10:00:00Z') });
  await set(ids.partnerUser, { createdAt: new Date('2019-05-05T10:00:00Z') });
  const [networkId, cA, cB] = [net.networkId, Number(campA.campaign_id), Number(campB.campaign_id)];
  await db.insert(partnerWebsites).values([
    {
      networkId,
      partnerId: ids.alice,
      websiteUrl: `https://alice-${t}.blog.example`,
      websiteCountry: 'GB',
      primary: true,
      description: 'Blog',
    },
    {
      networkId,
      partnerId: ids.bob,
      websiteUrl: `https://bob-${t}.shop.example`,
      websiteCountry: 'FR',
      primary: true,
    },
    {
      networkId,
      partnerId: ids.carol,
      websiteUrl: `https://carol-${t}.old.example`,
      websiteCountry: 'IT',
      active: false,
    },
  ]);
  await db.insert(participations).values([
    { networkId, campaignId: cA, partnerId: ids.alice, status: 'a' },
    { networkId, campaignId: cA, partnerId: ids.bob, status: 'p' },
    { networkId, campaignId: cA, partnerId: ids.carol, status: 't' },
    { networkId, campaignId: cB, partnerId: ids.alice, status: 'r' },
    { networkId, campaignId: cB, partnerId: ids.bob, status: 'a' },
  ]);
  const [groupA, groupB] = await db
    .insert(partnerGroups)
    .values([
      { networkId, campaignId: cA, name: `Group A ${t}` },
      { networkId, campaignId: cB, name: `Group B ${t}` },
    ])
    .returning();
  await db.insert(partnerGroupMembers).values([
    { groupId: groupA!.id, partnerId: ids.alice },
    { groupId: groupB!.id, partnerId: ids.bob },
  ]);
  return {
    net,
    t,
    ids,
    campA,
    campB,
    brandA,
    groupA: groupA!.id,
    groupB: groupB!.id,
    brandUser,
    brandUserNoGrant,
    partnerUser,
  };
}
export type PublishersWorld = Awaited<ReturnType<typeof publishersWorld>>;

const qs = (query: string) => (query ? `?${query.replace(/^\?/, '')}` : '');

export const listPublishers = (net: TestNetwork, auth: string, query = '', networkId?: number) =>
  call(listRoute, `/v2/networks/${networkId ?? net.networkId}/publishers${qs(query)}`, {
    auth,
    params: { networkId: String(networkId ?? net.networkId) },
  });

export const getPublisher = (
  net: TestNetwork,
  auth: string,
  id: number | string,
  networkId?: number,
) =>
  call(oneRoute, `/v2/networks/${networkId ?? net.networkId}/publishers/${id}`, {
    auth,
    params: { networkId: String(networkId ?? net.networkId), publisher_id: String(id) },
  });

export const publisherIds = (net: TestNetwork, auth: string, query = '') =>
  call(idsRoute, `/v2/networks/${net.networkId}/publishers/ids${qs(query)}`, {
    auth,
    params: { networkId: String(net.networkId) },
  });

export const exportPublishers = (
  net: TestNetwork,
  auth: string,
  body: unknown = {},
  headers: Record<string, string> = {},
  networkId?: number,
) =>
  call(csvRoute, `/v2/networks/${networkId ?? net.networkId}/publishers.csv`, {
    method: 'POST',
    auth,
    body,
    headers,
    params: { networkId: String(networkId ?? net.networkId) },
  });

/** The ids a list answered, as numbers, in order. */
export const idsOf = (res: { json: { publishers: { id: string }[] } }) =>
  res.json.publishers.map((p) => Number(p.id));
