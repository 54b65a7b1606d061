import { impressions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import type { ClickInvalidReason } from '@/lib/schemas/enums';
import { writerPer } from './batch-writer';
import { creativeIdOf, parseCamref, parseImpressionPath } from './click-path';
import { clickCountry } from './country';
import { clickSecret, ipDigest } from './ip-digest';
import { isCampaignCreative, linkContext } from './link-context';
import { trackingSettings } from './settings';
import { trafficVerdict } from './traffic-verdict';
import { agentFacts } from './user-agent';

/**
 * The impression pixel as a plain function (lib/api/tracking/impression-host.ts answers it): a
 * valid impression is stored, anything else records nothing and says why. Valid as a click is
 * creditable (traffic-verdict.ts): a known camref on an active campaign of an active brand, an
 * approved partner and participation, no bot, not the partner's own address; a creativeref must
 * name a creative of the campaign. Flood limits are the clicks' alone
 * (docs/api-decisions.md#impressions).
 */

export type NewImpression = typeof impressions.$inferInsert;

export interface ImpressionRequest {
  /** The raw path, e.g. `/impression/camref:7l12/creativeref:3`. */
  path: string;
  method?: string;
  userAgent?: string | null;
  address?: string;
  /** The value of the CLICK_COUNTRY_HEADER header, as for clicks. */
  countryHeader?: string | null;
  now?: Date;
}

export type ImpressionOutcome =
  | { recorded: NewImpression }
  | { refused: 'unknown_link' | 'unknown_creative' | 'head' | ClickInvalidReason };

const writeImpression = writerPer<NewImpression>((db, rows) => db.insert(impressions).values(rows));

export async function serveImpression(
  db: Db,
  request: ImpressionRequest,
): Promise<ImpressionOutcome> {
  const settings = trackingSettings();
  const path = parseImpressionPath(request.path);
  const ids = path && parseCamref(path.camref);
  const context = ids && (await linkContext(db, ids.campaignId, ids.partnerId, settings.cacheMs));
  if (!path || !context) return { refused: 'unknown_link' };
  const creativeId = creativeIdOf(path.creativeref, context.campaignId);
  if (
    path.creativeref &&
    (creativeId === null ||
      !(await isCampaignCreative(db, context.campaignId, creativeId, settings.cacheMs)))
  )
    return { refused: 'unknown_creative' };
  if (request.method === 'HEAD') return { refused: 'head' };
  const agent = agentFacts(request.userAgent ?? null);
  const reason = trafficVerdict(context, {
    linkActive: true,
    address: request.address,
    bot: agent.bot,
  });
  if (reason) return { refused: reason };
  const secret = await clickSecret(db, settings.ipSecret);
  const impression: NewImpression = {
    impressedAt: request.now ?? new Date(),
    networkId: context.networkId,
    campaignId: context.campaignId,
    partnerId: context.partnerId,
    creativeId,
    pubref: path.pubref,
    adref: path.adref,
    device: agent.device,
    country: clickCountry(request.countryHeader),
    ipDigest: ipDigest(request.address, settings.ipMode, secret),
  };
  await writeImpression(db, impression);
  return { recorded: impression };
}
