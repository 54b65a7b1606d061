import { describe, expect, it } from 'vitest';
import { selfBillTax, VAT_NOTES } from '@/lib/services/payment-runs';

// The VAT and withholding a self-bill prints (docs/payments.md#self-bills-built).

const profile = (p: Partial<Parameters<typeof selfBillTax>[1] & object>) => ({
  partnerId: 1,
  networkId: 1,
  entityType: 'company' as const,
  country: 'DE',
  vatRegistered: true,
  vatNumber: 'DE136695976',
  usTaxForm: null,
  updatedAt: new Date(),
  ...p,
});

describe('self-bill tax', () => {
  it('no VAT without a profile or for an unregistered individual', () => {
    expect(selfBillTax('100', null, 'DE', 2)).toMatchObject({
      vat: '0.0000',
      total: '100.0000',
      vatNote: VAT_NOTES.notRegistered,
    });
    expect(
      selfBillTax(
        '100',
        profile({ entityType: 'individual', vatRegistered: false, vatNumber: null }),
        'DE',
        2,
      ),
    ).toMatchObject({ vat: '0.0000', vatNote: VAT_NOTES.notRegistered });
  });

  it('reverse charge for a registered company in another EU country than the network', () => {
    expect(selfBillTax('100', profile({}), 'FR', 2)).toMatchObject({
      vatRate: '0',
      vat: '0.0000',
      total: '100.0000',
      vatNote: VAT_NOTES.reverseCharge,
    });
  });

  it("the country's standard rate when partner and network share it, rounded half up to what the payment carries", () => {
    // 19% of 10.05 is 1.9095: 1.91 to the cent.
    expect(selfBillTax('10.05', profile({}), 'DE', 2)).toMatchObject({
      vatRate: '19',
      vat: '1.9100',
      total: '11.9600',
      vatNote: 'VAT 19% (DE)',
    });
    // 25.5% of 0.03 is 0.00765: 0.01; of 0.01, 0.00255: nothing.
    expect(selfBillTax('0.03', profile({ country: 'FI' }), 'FI', 2)).toMatchObject({
      vat: '0.0100',
    });
    expect(selfBillTax('0.01', profile({ country: 'FI' }), 'FI', 2)).toMatchObject({
      vat: '0.0000',
    });
    // A currency without minor units (yen): 19% of 1001 is 190.19, paid as 190.
    expect(selfBillTax('1001', profile({}), 'DE', 0)).toMatchObject({
      vat: '190.0000',
      total: '1191.0000',
    });
  });

  it('24% withheld from a US partner without a W-9, none with one', () => {
    const us = profile({ country: 'US', vatRegistered: false, vatNumber: null });
    expect(selfBillTax('100', us, 'GB', 2)).toMatchObject({
      withheld: '24.0000',
      total: '76.0000',
    });
    expect(selfBillTax('100', { ...us, usTaxForm: 'w9' }, 'GB', 2)).toMatchObject({
      withheld: '0.0000',
      total: '100.0000',
    });
    // 24% of 10.03 is 2.4072: 2.41 withheld.
    expect(selfBillTax('10.03', us, 'GB', 2)).toMatchObject({
      withheld: '2.4100',
      total: '7.6200',
    });
  });
});
