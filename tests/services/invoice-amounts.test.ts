import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invoiceAmounts } from '@/lib/services/invoices';
import { fromUnits, toUnits } from '@/lib/money/amount';

// The written rounding rule (docs/payments.md#brand-invoices-built), restated in bigint arithmetic:
// each item's fee is rate% of its base rounded half up to 0.0001; VAT is vat% of
// (commission + fee) rounded half up once; the total is their exact sum.

/** units * rate% with rate in units of 0.0001 percent, rounded half up (non-negative). */
const halfUpPercent = (units: bigint, rateUnits: bigint) =>
  (units * rateUnits * 2n + 1_000_000n) / 2_000_000n;

const amount = fc.bigInt({ min: 0n, max: 10_000_000_000n }); // up to 1,000,000.0000
const rate = fc.bigInt({ min: 0n, max: 1_000_000n }); // 0 to 100.0000 %

describe('invoice amounts', () => {
  it('total = sum of item commission + item fees + VAT, each rounded once by the rule', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sale: amount, commission: amount }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom('commission' as const, 'sale_value' as const),
        rate,
        rate,
        (items, basis, feeRate, vatRate) => {
          const lines = items.map((i) => ({
            saleValue: fromUnits(i.sale),
            commission: fromUnits(i.commission),
          }));
          const got = invoiceAmounts(
            lines,
            { basis, rate: fromUnits(feeRate) },
            fromUnits(vatRate),
          );
          const fees = items.map((i) =>
            halfUpPercent(basis === 'commission' ? i.commission : i.sale, feeRate),
          );
          const commission = items.reduce((t, i) => t + i.commission, 0n);
          const fee = fees.reduce((t, f) => t + f, 0n);
          const vat = halfUpPercent(commission + fee, vatRate);
          expect(got.itemFees).toEqual(fees.map(fromUnits));
          expect(got.commission).toBe(fromUnits(commission));
          expect(got.fee).toBe(fromUnits(fee));
          expect(got.vat).toBe(fromUnits(vat));
          expect(toUnits(got.total)).toBe(
            toUnits(got.commission) + toUnits(got.fee) + toUnits(got.vat),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rounds a half unit up: 0.0001 at 50% VAT is 0.0001', () => {
    const got = invoiceAmounts(
      [{ saleValue: '0', commission: '0.0001' }],
      { basis: 'commission', rate: '0' },
      '50',
    );
    expect(got).toMatchObject({ vat: '0.0001', total: '0.0002' });
  });
});

describe('invoice PDF', () => {
  it('draws names outside the font as "?" instead of failing, and says CANCELLED on a cancelled one', async () => {
    const { invoicePdf, invoiceLines } = await import('@/lib/services/invoices');
    const doc = {
      invoice: {
        number: 3,
        status: 'cancelled',
        currency: 'EUR',
        createdAt: new Date('2026-11-02T10:00:00Z'),
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        commission: '10.0000',
        fee: '0.5000',
        feeRate: '5.0000',
        feeBasis: 'commission',
        vatRate: '19.0000',
        vat: '1.9950',
        total: '12.4950',
        dueDate: null,
        paymentReference: 'INV-000003',
      },
      items: [
        {
          conversionId: 1,
          conversionReference: 'order-1',
          conversionTime: new Date('2026-10-05T00:00:00Z'),
          partnerId: 2,
          partnerName: 'Partner 東京',
          saleValue: '100.0000',
          commission: '10.0000',
          fee: '0.5000',
        },
      ],
      network: {
        name: 'Net',
        vatRate: '19',
        legalName: 'Netz GmbH',
        legalAddress: 'Hauptstr. 1\nBerlin',
        vatNumber: null,
        paymentTermsDays: 30,
      },
      brand: { name: 'Café 東京 Ltd', address: ['1 Street'], vatNumber: null },
      campaignTitle: 'Été 🌞',
    } as unknown as Parameters<typeof invoicePdf>[0];
    const bytes = await invoicePdf(doc);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const lines = invoiceLines(doc);
    expect(lines.heading).toContain('INVOICE 3 (CANCELLED)');
    expect(lines.totals).toContain('Subtotal: 10.5000 EUR');
    expect(lines.totals).toContain('VAT 19%: 1.9950 EUR');
  });
});
