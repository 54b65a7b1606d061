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
    expect(selfBillTax('100', null, 'DE')).toMatchObject({
      vat: '0.0000',
      total: '100.0000',
      vatNote: VAT_NOTES.notRegistered,
    });
    expect(
      selfBillTax(
        '100',
        profile({ entityType: 'individual', vatRegistered: false, vatNumber: null }),
        'DE',
      ),
    ).toMatchObject({ vat: '0.0000', vatNote: VAT_NOTES.notRegistered });
  });

  it('reverse charge for a registered company in another EU country than the network', () => {
    expect(selfBillTax('100', profile({}), 'FR')).toMatchObject({
      vatRate: '0',
      vat: '0.0000',
      total: '100.0000',
      vatNote: VAT_NOTES.reverseCharge,
    });
  });

  it("the country's standard rate when partner and network share it, rounded half up to 0.0001", () => {
    expect(selfBillTax('10.0001', profile({}), 'DE')).toMatchObject({
      vatRate: '19',
      vat: '1.9000',
      total: '11.9001',
      vatNote: 'VAT 19% (DE)',
    });
    expect(selfBillTax('0.0003', profile({ country: 'FI' }), 'FI')).toMatchObject({
      vat: '0.0001',
    });
  });

  it('24% withheld from a US partner without a W-9, none with one', () => {
    const us = profile({ country: 'US', vatRegistered: false, vatNumber: null });
    expect(selfBillTax('100', us, 'GB')).toMatchObject({ withheld: '24.0000', total: '76.0000' });
    expect(selfBillTax('100', { ...us, usTaxForm: 'w9' }, 'GB')).toMatchObject({
      withheld: '0.0000',
      total: '100.0000',
    });
  });
});
