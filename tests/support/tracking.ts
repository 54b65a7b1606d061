import { and, eq } from 'drizzle-orm';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as clickRoute from '@/app/(tracking)/click/[...segments]/route';
import * as shortRoute from '@/app/(tracking)/l/[code]/route';
import { getDb } from '@/lib/db/client';
import { clicks, participations } from '@/lib/db/schema';
import { forgetFloodCounts, forgetLinkFacts } from '@/lib/services/tracking';
import { BASE, makeNetwork, type TestNetwork } from './harness';
import { approvedPartner, makeBrand, makeCampaign } from './campaigns';

/** A network with a brand, its campaign and a partner approved on it (the tracking tests' world). */
export async function trackingWorld(
  options: { net?: TestNetwork; participation?: 'a' | 'p' | 'r' | null } = {},
) {
  const net = options.net ?? (await makeNetwork());
  const brand = await makeBrand(net);
  const campaign = await makeCampaign(net, brand.advertiser_id, {
    destination_url: 'https://shop.example/summer',
  });
  const partner = await approvedPartner(net);
  const status = options.participation === undefined ? 'a' : options.participation;
  if (status) {
    const db = await getDb();
    await db.insert(participations).values({
      networkId: net.networkId,
      campaignId: Number(campaign.campaign_id),
      partnerId: Number(partner.partnerId),
      status,
      approvedAt: status === 'a' ? new Date() : null,
    });
  }
  const camref = `${campaign.campaign_id}l${partner.partnerId}`;
  return { net, brand, campaign, partner, camref };
}

export interface ClickResult {
  status: number;
  location: string | null;
  headers: Headers;
  text: string;
}

/** Follows a tracking path through its Next.js route, as a shopper's browser would. */
export async function followClick(
  path: string,
  options: {
    address?: string;
    userAgent?: string | null;
    referer?: string;
    method?: string;
    /** More request headers (a proxy's geo-IP country, say). */
    headers?: Record<string, string>;
  } = {},
): Promise<ClickResult> {
  const headers = new Headers(options.headers);
  headers.set('x-anet-peer-address', options.address ?? '198.51.100.23');
  const ua =
    options.userAgent === undefined
      ? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
      : options.userAgent;
  if (ua !== null) headers.set('user-agent', ua);
  if (options.referer) headers.set('referer', options.referer);
  const request = new Request(`${BASE}${path}`, { method: options.method ?? 'GET', headers });
  const mod = path.startsWith('/l/') ? shortRoute : clickRoute;
  const handler = options.method === 'HEAD' ? mod.HEAD : mod.GET;
  const response = await handler(request);
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    text: await response.text(),
  };
}

/** The clickref a redirect carried (the `clickref` query parameter). */
export const clickrefOf = (location: string | null, param = 'clickref') =>
  location ? new URL(location).searchParams.get(param) : null;

/** The stored click of a clickref. */
export async function clickOf(clickref: string | null) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(clicks)
    .where(eq(clicks.clickref, clickref ?? ''));
  return row;
}

export async function clicksOfCampaign(campaignId: string, partnerId: string) {
  const db = await getDb();
  return db
    .select()
    .from(clicks)
    .where(and(eq(clicks.campaignId, Number(campaignId)), eq(clicks.partnerId, Number(partnerId))));
}

/** Fresh counters and no remembered link facts between tests; CLICK_CACHE_SECONDS=0 while they run. */
export function freshTrackingState(): () => void {
  overrideConfigForTests({ CLICK_CACHE_SECONDS: '0' });
  forgetLinkFacts();
  forgetFloodCounts();
  return () => resetConfigForTests('CLICK_CACHE_SECONDS');
}
