import { fromUnits, percentOf, toUnits } from '@/lib/money/amount';
import type { InvoiceFeeBasis } from '@/lib/schemas/enums';

/**
 * The amounts of an invoice (docs/payments.md#brand-invoices-built). The rounding rule: each item's
 * fee is its rate of the item's commission or sale value, rounded half up to 0.0001; the VAT is
 * the VAT rate of the subtotal (commission plus fee), rounded half up to 0.0001 once; every other
 * amount is an exact sum, so total = commission + fee + VAT to the last unit.
 */

export interface InvoiceLine {
  saleValue: string;
  commission: string;
}

export interface FeeRule {
  basis: InvoiceFeeBasis;
  /** Percent, e.g. "12.5". */
  rate: string;
}

export interface InvoiceAmounts {
  itemFees: string[];
  saleValue: string;
  commission: string;
  fee: string;
  vat: string;
  total: string;
}

export function invoiceAmounts(
  lines: InvoiceLine[],
  fee: FeeRule,
  vatRate: string,
): InvoiceAmounts {
  let sale = 0n;
  let commission = 0n;
  let fees = 0n;
  const itemFees = lines.map((line) => {
    const base = toUnits(fee.basis === 'commission' ? line.commission : line.saleValue);
    const itemFee = percentOf(base, fee.rate);
    sale += toUnits(line.saleValue);
    commission += toUnits(line.commission);
    fees += itemFee;
    return fromUnits(itemFee);
  });
  const vat = percentOf(commission + fees, vatRate);
  return {
    itemFees,
    saleValue: fromUnits(sale),
    commission: fromUnits(commission),
    fee: fromUnits(fees),
    vat: fromUnits(vat),
    total: fromUnits(commission + fees + vat),
  };
}
