import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as pixelRoute from '@/app/(tracking)/impression/[...segments]/route';
import { getDb } from '@/lib/db/client';
import { impressions } from '@/lib/db/schema';
import { forgetLinkFacts } from '@/lib/services/tracking';
import { BASE } from '../support/harness';
import { creatives } from '../support/content';
import { freshTrackingState, trackingWorld } from '../support/tracking';

const restore = freshTrackingState();
afterAll(restore);
beforeEach(() => forgetLinkFacts());

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Loads the pixel through its Next.js route, as a browser showing the creative would. */
async function loadPixel(
  path: string,
  options: { userAgent?: string | null; method?: 'GET' | 'HEAD' } = {},
) {
  const headers = new Headers({ 'x-anet-peer-address': '198.51.100.40' });
  const ua = options.userAgent === undefined ? BROWSER : options.userAgent;
  if (ua !== null) headers.set('user-agent', ua);
  const method = options.method ?? 'GET';
  const response = await pixelRoute[method](new Request(`${BASE}${path}`, { method, headers }));
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** The pixel's answer is the same whatever happened to the impression. */
function expectPixel({ response, body }: Awaited<ReturnType<typeof loadPixel>>) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/gif');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(body.equals(GIF)).toBe(true);
}

async function impressionsOf(campaignId: string, partnerId: string) {
  const db = await getDb();
  return db
    .select()
    .from(impressions)
    .where(
      and(
        eq(impressions.campaignId, Number(campaignId)),
        eq(impressions.partnerId, Number(partnerId)),
      ),
    );
}

describe('the impression pixel', () => {
  it('records one impression per valid load and answers a no-store transparent GIF', async () => {
    const w = await trackingWorld();
    expectPixel(await loadPixel(`/impression/camref:${w.camref}/pubref:spring%20blog`));
    const rows = await impressionsOf(w.campaign.campaign_id, w.partner.partnerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      networkId: w.net.networkId,
      creativeId: null,
      pubref: 'spring blog',
      device: 'mobile',
      country: null,
    });
    expect(rows[0]!.ipDigest).toBeTruthy();
    expect(rows[0]!.ipDigest).not.toContain('198.51.100.40');
  });

  it("a creativeref naming the campaign's creative records it; a bad one records nothing", async () => {
    const w = await trackingWorld();
    const other = await trackingWorld({ net: w.net });
    const made = await creatives(w.net.auth, w.campaign.campaign_id, 'POST', {
      creatives: [{ creative_type_id: 3, description: 'Shop now' }],
    });
    expect(made.status, made.text).toBe(201);
    const creativeId = made.json.creatives[0].creative.creative_id as string;
    const foreign = await creatives(w.net.auth, other.campaign.campaign_id, 'POST', {
      creatives: [{ creative_type_id: 3, description: 'Elsewhere' }],
    });
    const foreignId = foreign.json.creatives[0].creative.creative_id as string;
    for (const ref of [creativeId, `${w.campaign.campaign_id}l${creativeId}`])
      expectPixel(await loadPixel(`/impression/camref:${w.camref}/creativeref:${ref}`));
    for (const bad of [
      'abc',
      foreignId,
      `${other.campaign.campaign_id}l${creativeId}`,
      '999999999999',
    ])
      expectPixel(await loadPixel(`/impression/camref:${w.camref}/creativeref:${bad}`));
    const rows = await impressionsOf(w.campaign.campaign_id, w.partner.partnerId);
    expect(rows.map((r) => r.creativeId)).toEqual([Number(creativeId), Number(creativeId)]);
  });

  it('records nothing for what a click would not credit, and never answers an error', async () => {
    const w = await trackingWorld();
    const pending = await trackingWorld({ net: w.net, participation: 'p' });
    const refused: [string, string | null | undefined][] = [
      ['/impression/camref:999999998l999999999', undefined],
      ['/impression/camref:not-a-camref', undefined],
      ['/impression/pubref:no-camref', undefined],
      ['/impression/camref:%E0%A4%A', undefined],
      [`/impression/camref:${pending.camref}`, undefined],
      [`/impression/camref:${w.camref}`, 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
      [`/impression/camref:${w.camref}`, null],
    ];
    for (const [path, userAgent] of refused) expectPixel(await loadPixel(path, { userAgent }));
    const head = await loadPixel(`/impression/camref:${w.camref}`, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(await impressionsOf(w.campaign.campaign_id, w.partner.partnerId)).toEqual([]);
    expect(await impressionsOf(pending.campaign.campaign_id, pending.partner.partnerId)).toEqual(
      [],
    );
  });
});
