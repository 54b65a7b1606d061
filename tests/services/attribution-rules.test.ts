import { describe, expect, it, vi } from 'vitest';
import {
  attribute,
  ConversionPathError,
  parseConversionPath,
  signConversionPath,
  signatureMatches,
  type AttributionInput,
  type ClickCandidate,
  type VoucherCandidate,
} from '@/lib/services/attribution';

// timingSafeEqual as it is, watched: the signature check must hand it every well-formed signature.
vi.mock('node:crypto', async (actual) => {
  const crypto = await actual<typeof import('node:crypto')>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

/**
 * The attribution rules as a table (lib/services/attribution/attribute.ts): one row per rule,
 * each a campaign, a conversion time, the clicks its clickrefs name and its voucher code.
 */

const DAY = 86_400_000;
const T = new Date('2024-06-30T12:00:00Z');
const CAMPAIGN = { id: 7, networkId: 1, cookiePeriod: 30 * 86_400, voucherPrecedence: false };
const A = 101;
const B = 102;

let nextId = 1;
function click(partnerId: number, daysBefore: number, more: Partial<ClickCandidate> = {}) {
  const id = more.id ?? nextId++;
  return {
    id,
    clickref: `ref${id}`,
    clickedAt: new Date(T.getTime() - daysBefore * DAY),
    networkId: 1,
    campaignId: 7,
    partnerId,
    creditable: true,
    ...more,
  } satisfies ClickCandidate;
}

function voucher(partnerId: number | null, more: Partial<VoucherCandidate> = {}): VoucherCandidate {
  return {
    id: 900,
    code: 'SUMMER10',
    partnerId,
    active: true,
    startAt: null,
    endAt: null,
    onExpiry: 'ignore',
    onInvalidUser: 'ignore',
    partnerApproved: true,
    ...more,
  };
}

interface Row {
  rule: string;
  clicks?: ClickCandidate[];
  voucher?: VoucherCandidate | null;
  precedence?: boolean;
  expect: { attribution: string; partnerId: number | null; clickId?: number; reject?: RegExp };
}

const c1 = click(A, 10, { id: 11 });
const c2 = click(B, 2, { id: 12 });
const old = click(A, 31, { id: 13 });
const edge = click(A, 30, { id: 14 });
const late = click(B, -0.01, { id: 15 });
const invalid = click(B, 1, { id: 16, creditable: false });
const otherCampaign = click(B, 1, { id: 17, campaignId: 8 });
const otherNetwork = click(B, 1, { id: 18, networkId: 2, campaignId: 7 });
const tieLow = click(A, 3, { id: 19 });
const tieHigh = click(B, 3, { id: 20 });

const ROWS: Row[] = [
  {
    rule: 'nothing to attribute to: unattributed',
    expect: { attribution: 'unattributed', partnerId: null },
  },
  {
    rule: 'one creditable click in the window',
    clicks: [c1],
    expect: { attribution: 'click', partnerId: A, clickId: 11 },
  },
  {
    rule: 'the last click wins',
    clicks: [c1, c2],
    expect: { attribution: 'click', partnerId: B, clickId: 12 },
  },
  {
    rule: 'the last click wins, whatever the order sent',
    clicks: [c2, c1],
    expect: { attribution: 'click', partnerId: B, clickId: 12 },
  },
  {
    rule: 'a later click that is not creditable does not win',
    clicks: [c1, invalid],
    expect: { attribution: 'click', partnerId: A, clickId: 11 },
  },
  {
    rule: 'a click older than the cookie period does not count',
    clicks: [old],
    expect: { attribution: 'unattributed', partnerId: null },
  },
  {
    rule: 'a click exactly one cookie period old still counts',
    clicks: [edge],
    expect: { attribution: 'click', partnerId: A, clickId: 14 },
  },
  {
    rule: 'a click after the conversion does not count',
    clicks: [c1, late],
    expect: { attribution: 'click', partnerId: A, clickId: 11 },
  },
  {
    rule: "another campaign's click never attributes",
    clicks: [otherCampaign],
    expect: { attribution: 'unattributed', partnerId: null },
  },
  {
    rule: "another network's click never attributes",
    clicks: [otherNetwork, old],
    expect: { attribution: 'unattributed', partnerId: null },
  },
  {
    rule: 'clicks of the same second: the later id wins',
    clicks: [tieHigh, tieLow],
    expect: { attribution: 'click', partnerId: B, clickId: 20 },
  },
  {
    rule: 'a voucher attributes a sale without a creditable click',
    voucher: voucher(B),
    clicks: [old],
    expect: { attribution: 'voucher', partnerId: B },
  },
  {
    rule: 'without precedence the click beats the voucher',
    voucher: voucher(B),
    clicks: [c1],
    expect: { attribution: 'click', partnerId: A, clickId: 11 },
  },
  {
    rule: 'with precedence the voucher beats the click',
    voucher: voucher(B),
    clicks: [c1],
    precedence: true,
    expect: { attribution: 'voucher', partnerId: B },
  },
  {
    rule: 'an inactive voucher does not attribute',
    voucher: voucher(B, { active: false }),
    expect: { attribution: 'unattributed', partnerId: null },
  },
  {
    rule: 'a voucher before its window does not attribute',
    voucher: voucher(B, { startAt: new Date(T.getTime() + DAY) }),
    precedence: true,
    clicks: [c1],
    expect: { attribution: 'click', partnerId: A, clickId: 11 },
  },
  {
    rule: 'a voucher past its window does not attribute',
    voucher: voucher(B, { endAt: new Date(T.getTime() - DAY) }),
    expect: { attribution: 'unattributed', partnerId: null },
  },
  {
    rule: 'a voucher inside its window attributes',
    voucher: voucher(B, {
      startAt: new Date(T.getTime() - DAY),
      endAt: new Date(T.getTime() + DAY),
    }),
    expect: { attribution: 'voucher', partnerId: B },
  },
  {
    rule: 'a voucher of a partner not approved on the campaign does not attribute',
    voucher: voucher(B, { partnerApproved: false }),
    precedence: true,
    expect: { attribution: 'unattributed', partnerId: null },
  },
  {
    rule: 'a voucher mapped to nobody does not attribute',
    voucher: voucher(null),
    precedence: true,
    clicks: [c1],
    expect: { attribution: 'click', partnerId: A, clickId: 11 },
  },
  {
    rule: 'on_expiry reject: an expired code records the sale rejected',
    voucher: voucher(B, { endAt: new Date(T.getTime() - DAY), onExpiry: 'reject' }),
    clicks: [c1],
    expect: { attribution: 'click', partnerId: A, clickId: 11, reject: /outside its validity/ },
  },
  {
    rule: "on_invalid_user reject: the code credited through another partner's click",
    voucher: voucher(B, { onInvalidUser: 'reject' }),
    clicks: [c1],
    expect: { attribution: 'click', partnerId: A, clickId: 11, reject: /another partner/ },
  },
  {
    rule: 'on_invalid_user reject: the same partner is fine',
    voucher: voucher(A, { onInvalidUser: 'reject' }),
    clicks: [c1],
    expect: { attribution: 'click', partnerId: A, clickId: 11 },
  },
];

describe('attribution rules (attribute())', () => {
  it.each(ROWS)('$rule', (row) => {
    const input: AttributionInput = {
      campaign: { ...CAMPAIGN, voucherPrecedence: row.precedence ?? false },
      conversionTime: T,
      clicks: row.clicks ?? [],
      voucher: row.voucher ?? null,
    };
    const result = attribute(input);
    expect(result.attribution).toBe(row.expect.attribution);
    expect(result.partnerId).toBe(row.expect.partnerId);
    expect(result.click?.id).toBe(row.expect.clickId);
    if (row.expect.reject) expect(result.rejectReason).toMatch(row.expect.reject);
    else expect(result.rejectReason).toBeNull();
  });
});

describe('conversion URL paths', () => {
  it('splits key:value segments, items in brackets, repeated clickrefs and the signature', () => {
    const parsed = parseConversionPath(
      '/conversion/campaign:7/clickref:a/CONVERSIONREF:ORDER%2F1/value:25.00/clickref:b/' +
        '[category:shoes/sku:SH-1/value:20.00]/%5Bsku:SOCK/value:2.50/quantity:2%5D/gclid:xyz/signature:abc',
    );
    expect(parsed.fields).toEqual({
      campaign: ['7'],
      clickref: ['a', 'b'],
      conversionref: ['ORDER/1'],
      value: ['25.00'],
      gclid: ['xyz'],
    });
    expect(parsed.items).toEqual([
      { category: ['shoes'], sku: ['SH-1'], value: ['20.00'] },
      { sku: ['SOCK'], value: ['2.50'], quantity: ['2'] },
    ]);
    expect(parsed.signature).toBe('abc');
    expect(parsed.signedPath).toBe(
      '/conversion/campaign:7/clickref:a/CONVERSIONREF:ORDER%2F1/value:25.00/clickref:b/' +
        '[category:shoes/sku:SH-1/value:20.00]/%5Bsku:SOCK/value:2.50/quantity:2%5D/gclid:xyz',
    );
  });

  it.each([
    ['/conversion/campaign:7/novalue', /not key:value/],
    ['/conversion/campaign:7/%E0%A4%A', /percent-encoding/],
    ['/conversion/campaign:7/[sku:x/value:1', /not closed/],
  ])('refuses %s', (path, message) => {
    expect(() => parseConversionPath(path)).toThrow(ConversionPathError);
    expect(() => parseConversionPath(path)).toThrow(message);
  });

  it('signs and checks a path with HMAC-SHA256 (hex)', () => {
    const path = '/conversion/campaign:7/conversionref:A/value:1';
    const signature = signConversionPath('s3cret', path);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches('s3cret', path, signature)).toBe(true);
    expect(signatureMatches('s3cret', path, signature.toUpperCase())).toBe(true);
    expect(signatureMatches('other', path, signature)).toBe(false);
    expect(signatureMatches('s3cret', `${path}0`, signature)).toBe(false);
    expect(signatureMatches('s3cret', path, 'zz')).toBe(false);
  });

  it('compares in constant time: the whole digest through timingSafeEqual, wherever it differs', async () => {
    // The files of a worker share their modules, and another file may have loaded the signature
    // check on the real crypto: load it afresh, on this file's watched one.
    vi.resetModules();
    const crypto = await import('node:crypto');
    const { signConversionPath: sign, signatureMatches: matches } =
      await import('@/lib/services/attribution/signature');
    const watched = vi.mocked(crypto.timingSafeEqual);
    const path = '/conversion/campaign:7/conversionref:A/value:1';
    const signature = sign('s3cret', path);
    const differingAt = (i: number) =>
      `${signature.slice(0, i)}${signature[i] === '0' ? '1' : '0'}${signature.slice(i + 1)}`;
    for (const wrong of [differingAt(0), differingAt(63)]) {
      watched.mockClear();
      expect(matches('s3cret', path, wrong)).toBe(false);
      expect(watched.mock.calls.map((c) => c.map((b) => b.byteLength))).toEqual([[32, 32]]);
    }
  });
});
