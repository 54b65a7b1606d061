import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import * as brandsRoute from '@/app/(api)/user/advertiser/route';
import * as campaignsRoute from '@/app/(api)/campaign/route';
import * as campaignRoute from '@/app/(api)/campaign/[campaign_id]/route';
import * as networkPartnersRoute from '@/app/(api)/network/[network_id]/publisher/route';
import * as requestsRoute from '@/app/(api)/v2/publishers/[publisherId]/campaign-requests/route';
import * as acceptRoute from '@/app/(api)/v2/networks/[networkId]/campaign-requests/accept/route';
import * as declineRoute from '@/app/(api)/v2/networks/[networkId]/campaign-requests/decline/route';
import * as partnerCampaignsRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/[status]/route';
import { getDb } from '@/lib/db/client';
import { participationHistory, participations } from '@/lib/db/schema';
import { call, type TestNetwork } from './harness';
import { makeBrandUser, makePartnerUser } from './partners';

export const uid = () => randomUUID().slice(0, 8);

export function brandBody(overrides: Record<string, unknown> = {}) {
  return {
    account_name: `brand-${uid()}`,
    company_name: 'Acme Retail Ltd',
    display_name: 'Acme',
    contact_email: 'partners@acme.example',
    address1: '1 High Street',
    country: 'GB',
    postcode: 'EC1A 1BB',
    phone: '02079460000',
    signup_ip: '203.0.113.10',
    ...overrides,
  };
}

/** A brand made by network staff; returns its advertiser record. */
export async function makeBrand(net: TestNetwork, overrides: Record<string, unknown> = {}) {
  const res = await call(brandsRoute, '/user/advertiser', {
    method: 'POST',
    auth: net.auth,
    body: brandBody(overrides),
  });
  if (res.status !== 201) throw new Error(`brand create failed: ${res.status} ${res.text}`);
  return res.json.advertiser as Record<string, unknown> & { advertiser_id: string };
}

export function campaignBody(advertiserId: string, overrides: Record<string, unknown> = {}) {
  return {
    advertiser_id: advertiserId,
    title: `Summer sale ${uid()}`,
    destination_url: 'https://shop.example/summer',
    default_commission_rate: '7.5',
    ...overrides,
  };
}

export const createCampaign = (auth: string, body: unknown) =>
  call(campaignsRoute, '/campaign', { method: 'POST', auth, body });

/** A campaign made by `auth` (default staff); returns its campaign record. */
export async function makeCampaign(
  net: TestNetwork,
  advertiserId: string,
  overrides: Record<string, unknown> = {},
  auth = net.auth,
) {
  const res = await createCampaign(auth, campaignBody(advertiserId, overrides));
  if (res.status !== 201) throw new Error(`campaign create failed: ${res.status} ${res.text}`);
  return res.json.campaign as Record<string, unknown> & { campaign_id: string };
}

export const getCampaign = (auth: string, id: string) =>
  call(campaignRoute, `/campaign/${id}`, { auth, params: { campaign_id: id } });

export const updateCampaign = (auth: string, id: string, body: unknown) =>
  call(campaignRoute, `/campaign/${id}`, {
    method: 'PUT',
    auth,
    body,
    params: { campaign_id: id },
  });

/** Sets partners' network status through POST /network/{id}/publisher, as staff. */
export async function setNetworkStatus(net: TestNetwork, publisherId: string, status: string) {
  const res = await call(networkPartnersRoute, `/network/${net.networkId}/publisher`, {
    method: 'POST',
    auth: net.auth,
    body: { publishers: [{ publisher_id: publisherId, network_status: status }] },
    params: { network_id: String(net.networkId) },
  });
  if (res.status !== 200) throw new Error(`status change failed: ${res.status} ${res.text}`);
}

/** A partner user approved on the network (network status a). */
export async function approvedPartner(net: TestNetwork) {
  const partner = await makePartnerUser(net);
  await setNetworkStatus(net, partner.partnerId, 'a');
  return partner;
}

/** A brand, a brand user granted it, and the brand's campaign. */
export async function brandWithCampaign(net: TestNetwork, overrides: Record<string, unknown> = {}) {
  const brand = await makeBrand(net);
  const brandUser = await makeBrandUser(net, [Number(brand.advertiser_id)]);
  const campaign = await makeCampaign(net, brand.advertiser_id, overrides);
  return { brand, brandUser, campaign };
}

export const requestCampaigns = (auth: string, publisherId: string, body: unknown) =>
  call(requestsRoute, `/v2/publishers/${publisherId}/campaign-requests`, {
    method: 'POST',
    auth,
    body,
    params: { publisherId },
  });

export const requestOne = (
  auth: string,
  publisherId: string,
  campaign: { campaign_id: string; advertiser_id?: unknown },
  extra: Record<string, unknown> = {},
) =>
  requestCampaigns(auth, publisherId, {
    campaign_requests: [
      { advertiser_id: campaign.advertiser_id, campaign_id: campaign.campaign_id, ...extra },
    ],
  });

export const decide = (
  kind: 'accept' | 'decline',
  auth: string,
  networkId: number | string,
  items: unknown[],
) =>
  call(
    kind === 'accept' ? acceptRoute : declineRoute,
    `/v2/networks/${networkId}/campaign-requests/${kind}`,
    {
      method: 'POST',
      auth,
      body: { campaign_requests: items },
      params: { networkId: String(networkId) },
    },
  );

export const partnerCampaigns = (auth: string, publisherId: string, status: string) =>
  call(partnerCampaignsRoute, `/user/publisher/${publisherId}/campaign/${status}`, {
    auth,
    params: { publisher_id: publisherId, status },
  });

/** The stored participation of a partner in a campaign, or undefined. */
export async function participationOf(campaignId: string, publisherId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(participations)
    .where(eq(participations.campaignId, Number(campaignId)));
  return rows.find((r) => r.partnerId === Number(publisherId));
}

/** Its history rows, oldest first. */
export async function historyOf(campaignId: string, publisherId: string) {
  const p = await participationOf(campaignId, publisherId);
  if (!p) return [];
  const db = await getDb();
  return db
    .select()
    .from(participationHistory)
    .where(eq(participationHistory.participationId, p.id))
    .orderBy(asc(participationHistory.id));
}

/** The v1/v2 validation items, as {property: code}. */
export const codesOf = (res: {
  json: { error: { errors?: { property: string; code: string }[] } };
}) => Object.fromEntries((res.json.error.errors ?? []).map((e) => [e.property, e.code]));
