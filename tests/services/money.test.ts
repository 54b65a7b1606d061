import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  exactText,
  fromUnits,
  percentOf,
  split,
  sumText,
  sumUnits,
  toUnits,
} from '@/lib/money/amount';

// lib/money/amount.ts against plain BigInt arithmetic on units of 0.0001, and its one rounding
// rule (docs/commissions.md#amounts): percentages half up, split shares down, the last the rest.

const ONE = 10_000n;
const MAX = 99_999_999_9999n; // 99999999.9999, the largest amount a body may carry

/** The oracle's text of an amount in units. */
function text(units: bigint): string {
  const abs = units < 0n ? -units : units;
  return `${units < 0n ? '-' : ''}${abs / ONE}.${(abs % ONE).toString().padStart(4, '0')}`;
}

const units = fc.bigInt({ min: -MAX, max: MAX });
const amount = fc.bigInt({ min: 0n, max: MAX });
/** A rate 0..100 with up to four places, in units of 0.0001 percent. */
const rate = fc.bigInt({ min: 0n, max: 100n * ONE });

describe('money: text and units', () => {
  it('reads and writes text exactly (property)', () => {
    fc.assert(
      fc.property(units, (u) => {
        expect(fromUnits(u)).toBe(text(u));
        expect(toUnits(text(u))).toBe(u);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads the forms the schemas let through', () => {
    expect(toUnits('12')).toBe(120_000n);
    expect(toUnits('12.3')).toBe(123_000n);
    expect(toUnits('0.0001')).toBe(1n);
    expect(toUnits('-0.5')).toBe(-5_000n);
    expect(exactText('7')).toBe('7.0000');
    expect(exactText('-0')).toBe('0.0000');
  });

  it('adds exactly (property)', () => {
    fc.assert(
      fc.property(fc.array(units, { maxLength: 20 }), (list) => {
        const total = list.reduce((a, b) => a + b, 0n);
        expect(sumUnits(list.map(text))).toBe(total);
        expect(sumText(list.map(text))).toBe(text(total));
      }),
      { numRuns: 500 },
    );
  });
});

describe('money: the rounding rule', () => {
  it('a percentage is rounded half up to 0.0001 (property)', () => {
    fc.assert(
      fc.property(amount, rate, (value, r) => {
        // value x (r / 10^4) / 100, in units: value x r / 10^6, half up.
        const exact = value * r;
        const divisor = 100n * ONE;
        expect(percentOf(value, text(r))).toBe((exact + divisor / 2n) / divisor);
      }),
      { numRuns: 1000 },
    );
  });

  it('half up at the half, down below it', () => {
    expect(percentOf(1n, '50')).toBe(1n); // 0.00005 -> 0.0001
    expect(percentOf(3n, '50')).toBe(2n); // 0.00015 -> 0.0002 (not to even)
    expect(percentOf(1n, '49.9999')).toBe(0n);
    expect(percentOf(toUnits('10'), '33.3333')).toBe(toUnits('3.3333'));
  });

  it('split shares are rounded down, the last takes the rest (property)', () => {
    fc.assert(
      fc.property(amount, fc.array(amount, { minLength: 1, maxLength: 8 }), (total, weights) => {
        const shares = split(total, weights);
        const whole = weights.reduce((a, b) => a + b, 0n);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
        shares.slice(0, -1).forEach((share, i) => {
          expect(share).toBe(whole === 0n ? (i === 0 ? total : 0n) : (total * weights[i]!) / whole);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('splits 5 over 10 and 20 as 1.6666 and 3.3334', () => {
    expect(split(toUnits('5'), [toUnits('10'), toUnits('20')])).toEqual([16_666n, 33_334n]);
  });
});
