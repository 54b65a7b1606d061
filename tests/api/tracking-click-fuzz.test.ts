import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseClickPath } from '@/lib/services/tracking';
import { followClick, freshTrackingState, trackingWorld } from '../support/tracking';

/**
 * Property-based fuzzing of the click paths (/click/... and /l/...): whatever arrives, the answer
 * is a 302 to an http(s) URL that fits a header, or the 404 page; never a 500 or a thrown error.
 */

afterAll(freshTrackingState());
const RUNS = Number(process.env.FUZZ_RUNS ?? 25) * 4;

const segmentValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '%',
    '%zz',
    '%ff',
    '%00',
    '%E2%80%AE',
    '..',
    '\r\nSet-Cookie:x=1',
    'https://a.b/c',
  ),
);
const key = fc.constantFrom(
  'camref',
  'pubref',
  'adref',
  'creativeref',
  'type',
  'destination',
  'x',
  '',
);

describe('click path fuzz', () => {
  it('any path under /click/ or /l/ answers 302 (a sendable Location) or 404, never an error', async () => {
    const w = await trackingWorld();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, segmentValue), { maxLength: 6 }),
        fc.boolean(),
        fc.oneof(
          fc.constant(''),
          fc.string({ maxLength: 30 }).map((q) => `?${q}`),
        ),
        async (segments, withCamref, query) => {
          const parts = segments.map(([k, v]) => `${k}:${encodeURI(v).replace(/\?|#/g, '')}`);
          if (withCamref) parts.unshift(`camref:${w.camref}`);
          const path = `/click/${parts.join('/')}${query.replace(/#/g, '')}`;
          let res;
          try {
            res = await followClick(path, {
              address: `203.0.113.${Math.floor(Math.random() * 250)}`,
            });
          } catch (error) {
            if (error instanceof TypeError && /Invalid URL/.test(String(error))) return; // not a request
            throw error;
          }
          expect([302, 404], path).toContain(res.status);
          if (res.status === 302) {
            const location = res.location!;
            expect(/^https?:\/\//.test(location), location).toBe(true);
            expect(location).not.toMatch(/[\r\n]/);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('short codes of any shape answer 404 unless stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 70 }), async (code) => {
        const path = `/l/${encodeURIComponent(code)}`;
        const res = await followClick(path);
        expect(res.status).toBe(404);
      }),
      { numRuns: RUNS },
    );
  });

  it('parsing never throws on raw text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 30 }), (rest, search) => {
        parseClickPath(`/click/${rest}`, search);
        parseClickPath(`/l/${rest}`, search);
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
