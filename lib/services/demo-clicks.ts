import type { ClickInvalidReason, DeviceClass } from '@/lib/schemas/enums';
import { newClickref, withClickref } from './tracking/clickref';
import { agentFacts } from './tracking/user-agent';
import { trackingSettings } from './tracking/settings';
import type { DemoCampaign, DemoClick } from './demo-sales';

/**
 * The demo's clicks as the redirect would have stored them (lib/services/demo-traffic.ts seeds
 * them): per stream (a partner's link on a campaign) a number a day with a weekday/weekend
 * swing and a growth trend, times following the hours of a day, devices from the user agent,
 * countries as a geo-IP header would give them (CLICK_COUNTRY_HEADER), bots, self clicks and
 * floods judged as the verdict rules say.
 */

export const DEMO_DAYS = 90;
const DAY = 86_400_000;

/** A deterministic generator (mulberry32): the same demo on every install. */
export function demoRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Who sends traffic where (indexes into the demo's partners and campaigns), clicks a day at the start. */
const STREAMS = [
  { partner: 0, campaign: 0, daily: 32 },
  { partner: 1, campaign: 0, daily: 18 },
  { partner: 2, campaign: 2, daily: 13 },
  { partner: 3, campaign: 2, daily: 8 },
  { partner: 0, campaign: 4, daily: 10 },
  { partner: 4, campaign: 4, daily: 6 },
  // Pending on the premium campaign: the links still redirect, the clicks earn nothing.
  { partner: 0, campaign: 1, daily: 2, reason: 'partner_not_approved' as const },
  { partner: 2, campaign: 1, daily: 1, reason: 'partner_not_approved' as const },
];
/** Approved participations the streams need beyond demo.ts's own (partner, campaign). */
export const EXTRA_APPROVED = [
  [2, 2],
  [3, 2],
  [0, 4],
  [4, 4],
] as const;

const AGENTS = [
  [
    0.45,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ],
  [
    0.33,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  [
    0.14,
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ],
  [
    0.08,
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
] as const;
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
];
/** Relative clicks per hour of the day (UTC): quiet nights, a lunchtime bump, busy evenings. */
const HOURS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1, 2, 3, 3.5, 3.5, 4, 4.5, 4, 3.5, 3.5, 4, 4.5, 5, 6, 6.5, 5.5, 4,
  2.5,
];
const PUBREFS = [null, null, 'newsletter', 'sidebar', 'review-post'];
/** Shares of the shoppers' countries (a UK-led shop selling abroad); null: the proxy knew none. */
const COUNTRIES: readonly (readonly [number, string | null])[] = [
  [0.4, 'GB'],
  [0.14, 'US'],
  [0.1, 'DE'],
  [0.08, 'FR'],
  [0.06, 'IE'],
  [0.05, 'NL'],
  [0.04, 'ES'],
  [0.03, 'IT'],
  [0.03, 'AU'],
  [0.02, 'CA'],
  [0.05, null],
];

/**
 * A visitor's country, fixed per address (a hash of it, so the clicks' other draws, and with
 * them the rest of the demo, stay as they were).
 */
function countryOf(visitor: string): string | null {
  let h = 2_166_136_261;
  for (let i = 0; i < visitor.length; i += 1) h = Math.imul(h ^ visitor.charCodeAt(i), 16_777_619);
  let r = (h >>> 0) / 4_294_967_296;
  for (const [share, country] of COUNTRIES) if ((r -= share) <= 0) return country;
  return null;
}

export interface DemoClickSeed {
  networkId: number;
  partners: { id: number }[];
  campaigns: { id: number }[];
}

export type Draft = Omit<DemoClick, 'id'> & {
  networkId: number;
  partnerId: number;
  pubref: string | null;
  referer: string;
  destinationUrl: string;
  userAgent: string;
  device: DeviceClass;
  country: string | null;
  ipDigest: string | null;
};

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function timeOfDay(random: () => number): number {
  const total = HOURS.reduce((a, b) => a + b, 0);
  let r = random() * total;
  let hour = 0;
  while (r > HOURS[hour]! && hour < 23) r -= HOURS[hour++]!;
  return hour * 3_600_000 + Math.floor(random() * 3_600_000);
}

function shopperAgent(random: () => number): string {
  let r = random();
  for (const [share, agent] of AGENTS) if ((r -= share) <= 0) return agent;
  return AGENTS[0][1];
}

/** One day's clicks of one stream; the caller gives the shared parts of the row. */
function dayOfStream(
  random: () => number,
  start: number,
  mean: number,
  shape: (at: Date, agent: string, visitor: string, reason: ClickInvalidReason | null) => void,
  stream: (typeof STREAMS)[number],
  floodLimit: number,
) {
  const count = Math.round(mean * (0.85 + 0.3 * random()));
  for (let i = 0; i < count; i += 1) {
    const at = new Date(start + timeOfDay(random));
    const visitor = `2001:db8:${Math.floor(random() * stream.daily * 40).toString(16)}::${i.toString(16)}`;
    const bot = random() < 0.03;
    const reason = stream.reason ?? (bot ? 'bot' : null);
    shape(at, bot ? pick(random, BOTS) : shopperAgent(random), visitor, reason);
  }
  // Now and then a partner tries its own link, or one address hammers it: past CLICK_FLOOD_LIMIT
  // clicks in a minute from the same address, the rest are a flood (demo-traffic.ts counts them
  // instead of storing them, as the redirect does).
  if (stream.reason) return;
  if (random() < 0.08)
    shape(new Date(start + timeOfDay(random)), AGENTS[0][1], '2001:db8:5e1f::1', 'self_click');
  if (random() < 0.04) {
    const burst = start + timeOfDay(random);
    for (let i = 0; i < floodLimit + 4; i += 1)
      shape(
        new Date(burst + i * 1_000),
        AGENTS[1][1],
        '2001:db8:f10d::9',
        i >= floodLimit ? 'flood' : null,
      );
  }
}

export function draftClicks(
  seed: DemoClickSeed,
  campaigns: Map<number, DemoCampaign>,
  address: (visitor: string) => string | null,
  now: number,
): Draft[] {
  const settings = trackingSettings();
  const random = demoRandom(20);
  const firstDay = Math.floor(now / DAY) * DAY - (DEMO_DAYS - 1) * DAY;
  const drafts: Draft[] = [];
  for (let d = 0; d < DEMO_DAYS; d += 1) {
    const start = firstDay + d * DAY;
    const weekday = new Date(start).getUTCDay();
    const weekFactor = weekday === 0 || weekday === 6 ? 0.7 : 1;
    const growth = 1 + 0.8 * (d / DEMO_DAYS);
    for (const stream of STREAMS) {
      const campaign = campaigns.get(seed.campaigns[stream.campaign]!.id)!;
      const partnerId = seed.partners[stream.partner]!.id;
      const shape = (
        at: Date,
        agent: string,
        visitor: string,
        reason: ClickInvalidReason | null,
      ) => {
        if (at.getTime() > now) return;
        const clickref = newClickref(at);
        drafts.push({
          clickedAt: at,
          clickref,
          networkId: seed.networkId,
          campaignId: campaign.id,
          partnerId,
          pubref: pick(random, PUBREFS),
          referer: `https://partner${stream.partner + 1}.example/`,
          destinationUrl: withClickref(campaign.destinationUrl, settings.clickrefParam, clickref),
          userAgent: agent,
          device: agentFacts(agent).device,
          country: countryOf(visitor),
          ipDigest: address(visitor),
          creditable: reason === null,
          invalidReason: reason,
        });
      };
      const mean = stream.daily * weekFactor * growth;
      dayOfStream(random, start, mean, shape, stream, settings.floodLimit);
    }
  }
  return drafts;
}
