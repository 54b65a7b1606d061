import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversions } from '@/lib/db/schema';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { attributionWorld, track } from '../support/attribution';

/**
 * Fuzzing the conversion URL: random keys, values, encodings, brackets and lengths. Never a
 * 500; a refusal always names a property or says why; a refused URL writes nothing.
 */

// A small deterministic generator, so a failure can be replayed.
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const KEYS = [
  'campaign',
  'conversionref',
  'clickref',
  'value',
  'currency',
  'customertype',
  'voucher',
  'custref',
  'pubref',
  'advref',
  'conversion_time',
  'tracking_mode',
  'signature',
  'quantity',
  'Gclid',
  'x'.repeat(80),
  '',
];
const VALUES = [
  '',
  '0',
  '-1',
  '1.23456',
  '99999999.9999',
  '100000000',
  'GBP',
  'XXX',
  'new',
  '2024-02-30 10:00:00',
  '2024-05-01T10:00:00Z',
  '%',
  '%ZZ',
  '%00',
  '%E2%80%AE',
  '☃',
  '[',
  ']',
  '[]',
  'a:b:c',
  'a,b,,c',
  'x'.repeat(300),
  '7l12',
  'null',
  '{"a":1}',
  "' or 1=1 --",
];

let world: Awaited<ReturnType<typeof attributionWorld>>;

beforeAll(async () => {
  configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
  world = await attributionWorld();
});
afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

async function count() {
  const db = await getDb();
  const rows = await db
    .select({ id: conversions.id })
    .from(conversions)
    .where(eq(conversions.campaignId, Number(world.campaignId)));
  return rows.length;
}

describe('conversion URL fuzz', () => {
  it('never answers 500, and a refused URL records nothing', async () => {
    const { next, pick } = generator(20_240_601);
    let accepted = 0;
    for (let n = 0; n < 300; n += 1) {
      const segments: string[] = [];
      if (next() < 0.8) segments.push(`campaign:${next() < 0.9 ? world.campaignId : pick(VALUES)}`);
      if (next() < 0.8) segments.push(`conversionref:${next() < 0.7 ? `FZ-${n}` : pick(VALUES)}`);
      const extra = Math.floor(next() * 6);
      for (let k = 0; k < extra; k += 1) {
        const segment = `${pick(KEYS)}:${pick(VALUES)}`;
        segments.push(next() < 0.15 ? `[${segment}` : next() < 0.15 ? `${segment}]` : segment);
      }
      if (next() < 0.5) segments.push(`value:${pick(['10', '10.5', pick(VALUES)])}`);
      if (next() < 0.2)
        segments.push(`[sku:${pick(VALUES)}/value:${pick(VALUES)}/quantity:${pick(VALUES)}]`);
      const path = `/conversion/${segments.join('/')}`;
      const before = await count();
      const res = await track(path, { json: next() < 0.5 });
      expect(res.status, path).not.toBe(500);
      expect([200, 400, 403, 404], path).toContain(res.status);
      if (res.status === 200) {
        accepted += 1;
        continue;
      }
      expect(await count(), path).toBe(before);
      if (res.json) {
        expect(res.json.error.message, path).toBeTruthy();
        for (const e of res.json.error.errors ?? [])
          expect(e.code && typeof e.property === 'string', path).toBeTruthy();
      } else expect(res.headers.get('x-conversion-error'), path).toBeTruthy();
    }
    expect(accepted).toBeGreaterThan(10);
  }, 300_000);
});
