import { sql } from 'drizzle-orm';
import * as conversionRoute from '@/app/(tracking)/conversion/[...segments]/route';
import * as settingsRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversion-tracking/route';
import * as secretRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversion-tracking/secret/route';
import { getDb } from '@/lib/db/client';
import { participations } from '@/lib/db/schema';
import { newClickref } from '@/lib/services/tracking';
import { signConversionPath } from '@/lib/services/attribution';
import { BASE, call, makeNetwork, type TestNetwork } from './harness';
import { approvedPartner, brandWithCampaign, makeCampaign } from './campaigns';

/**
 * The attribution tests' world and tools: a campaign with two approved partners, a sibling
 * campaign of the same brand, clicks inserted straight into the partitioned table (set-based),
 * and the conversion URL called as a browser or a brand's server would.
 */

export async function approve(net: TestNetwork, campaignId: string, partnerId: string) {
  const db = await getDb();
  await db.insert(participations).values({
    networkId: net.networkId,
    campaignId: Number(campaignId),
    partnerId: Number(partnerId),
    status: 'a',
    approvedAt: new Date(),
  });
}

/** A brand with a granted user, its campaign (10%, GBP, cookie period as given), two approved partners and a sibling campaign. */
export async function attributionWorld(options: { net?: TestNetwork; cookieDays?: number } = {}) {
  const net = options.net ?? (await makeNetwork());
  const { brand, brandUser, campaign } = await brandWithCampaign(net, {
    default_commission_rate: '10',
    default_currency: 'GBP',
    cookie_period: (options.cookieDays ?? 30) * 86_400,
  });
  const sibling = await makeCampaign(net, brand.advertiser_id);
  const a = await approvedPartner(net);
  const b = await approvedPartner(net);
  for (const c of [campaign, sibling])
    for (const p of [a, b]) await approve(net, c.campaign_id, p.partnerId);
  return { net, brand, brandUser, campaign, campaignId: campaign.campaign_id, sibling, a, b };
}

export interface ClickSeed {
  networkId: number;
  campaignId: number;
  partnerId: number;
  clickedAt: Date;
  creditable?: boolean;
}

/** Inserts clicks set-based (one INSERT ... SELECT FROM unnest per 5,000); returns their clickrefs in order. */
export async function insertClicks(seeds: ClickSeed[]): Promise<string[]> {
  const db = await getDb();
  const refs = seeds.map((s) => newClickref(s.clickedAt));
  const array = (values: (string | number | boolean)[]) =>
    `{${values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(',')}}`;
  for (let i = 0; i < seeds.length; i += 5000) {
    const slice = seeds.slice(i, i + 5000);
    const sliceRefs = refs.slice(i, i + 5000);
    await db.execute(sql`
      insert into clicks (clicked_at, clickref, network_id, campaign_id, partner_id, destination_url, creditable, invalid_reason)
      select t.clicked_at, t.clickref, t.network_id, t.campaign_id, t.partner_id, 'https://shop.example/', t.creditable,
             case when t.creditable then null else 'bot' end
      from unnest(
        ${array(slice.map((s) => s.clickedAt.toISOString()))}::timestamptz[],
        ${array(sliceRefs)}::text[],
        ${array(slice.map((s) => s.networkId))}::bigint[],
        ${array(slice.map((s) => s.campaignId))}::bigint[],
        ${array(slice.map((s) => s.partnerId))}::bigint[],
        ${array(slice.map((s) => s.creditable ?? true))}::boolean[]
      ) as t(clicked_at, clickref, network_id, campaign_id, partner_id, creditable)`);
  }
  return refs;
}

export interface TrackAnswer {
  status: number;
  headers: Headers;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  bytes: Uint8Array;
}

/** Calls the conversion URL: as an image tag (default) or a server asking for JSON. */
export async function track(
  path: string,
  options: { json?: boolean; method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<TrackAnswer> {
  const headers = new Headers(options.headers);
  if (!headers.has('x-anet-peer-address'))
    headers.set('x-anet-peer-address', `203.0.113.${Math.floor(Math.random() * 250) + 1}`);
  headers.set('accept', options.json ? 'application/json' : 'image/avif,image/webp,*/*');
  const method = options.method ?? 'GET';
  const response = await conversionRoute[method](
    new Request(`${BASE}${path}`, { method, headers }),
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  if (response.headers.get('content-type')?.includes('json')) json = JSON.parse(text);
  return { status: response.status, headers: response.headers, json, bytes };
}

/** The path with its signature segment appended. */
export const signed = (secret: string, path: string) =>
  `${path}/signature:${signConversionPath(secret, path)}`;

/** Makes the campaign's tracking secret (as the brand user). */
export async function makeSecret(auth: string, campaignId: string): Promise<string> {
  const res = await call(
    secretRoute,
    `/v3/brand/campaigns/${campaignId}/conversion-tracking/secret`,
    {
      method: 'POST',
      auth,
      params: { campaignId },
    },
  );
  if (res.status !== 201) throw new Error(`secret failed: ${res.status} ${res.text}`);
  return res.json.data.tracking_secret as string;
}

export const trackingSettings = (auth: string, campaignId: string, body?: unknown) =>
  call(settingsRoute, `/v3/brand/campaigns/${campaignId}/conversion-tracking`, {
    method: body === undefined ? 'GET' : 'PATCH',
    auth,
    body,
    params: { campaignId },
  });
