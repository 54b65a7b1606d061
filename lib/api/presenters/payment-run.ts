import type {
  PaymentHoldListed,
  PaymentHoldRow,
  PaymentRun,
  PaymentRunRead,
  PaymentRunRow,
  TaxProfileRow,
} from '@/lib/services/payment-runs';

type NamedRun = PaymentRunRow & { createdByName?: string; approvedByName?: string | null };

/** A payment run on our v3 paths; with its lines, self-bills and PDF progress when read one by one. */
export function presentPaymentRun(run: NamedRun | PaymentRun | PaymentRunRead) {
  const lines = 'lines' in run ? run.lines : undefined;
  const bills = 'selfBills' in run ? run.selfBills : undefined;
  return {
    id: String(run.id),
    currency: run.currency,
    payment_type: run.paymentType,
    cut_off: run.cutOff.toISOString(),
    status: run.status,
    total: run.total,
    included_count: 'includedCount' in run ? run.includedCount : 0,
    excluded_count: 'excludedCount' in run ? run.excludedCount : 0,
    needs_second_approver: 'needsSecondApprover' in run ? run.needsSecondApprover : false,
    created_by: String(run.createdBy),
    created_by_name: run.createdByName,
    approved_by: run.approvedBy === null ? null : String(run.approvedBy),
    approved_by_name: run.approvedByName,
    created_at: run.createdAt.toISOString(),
    ...(lines && {
      lines: lines.map((l) => ({
        partner_id: String(l.partnerId),
        partner_name: l.partnerName,
        payment_detail_id: l.paymentDetailId === null ? null : String(l.paymentDetailId),
        amount: l.amount,
        included: l.exclusion === null,
        exclusion_reason: l.exclusion,
        unpaid_amount: l.unpaidAmount,
        unpaid_reason: l.unpaidReason,
      })),
    }),
    ...('page' in run && {
      page: {
        limit: run.page.limit,
        included_offset: run.page.includedOffset,
        excluded_offset: run.page.excludedOffset,
        self_bills_offset: run.page.selfBillsOffset,
      },
    }),
    ...('pdfs' in run && {
      self_bill_count: run.pdfs.selfBillCount,
      pdfs_ready: run.pdfs.pdfsReady,
    }),
    ...(bills && {
      self_bills: bills.map((b) => ({
        id: String(b.id),
        number: b.number,
        partner_id: String(b.partnerId),
        partner_name: b.partnerName,
        currency: b.currency,
        net: b.subtotal,
        vat: b.vat,
        withheld: b.withheld,
        total: b.total,
        status: b.status,
        paid_at: b.paidAt?.toISOString() ?? null,
        item_count: b.items,
        returned_item_count: b.returnedItems,
      })),
    }),
  };
}

export function presentTaxProfile(row: TaxProfileRow | null) {
  return (
    row && {
      partner_id: String(row.partnerId),
      entity_type: row.entityType,
      country: row.country,
      vat_registered: row.vatRegistered,
      vat_number: row.vatNumber,
      us_tax_form: row.usTaxForm,
      updated_at: row.updatedAt.toISOString(),
    }
  );
}

export const presentHold = (h: PaymentHoldRow | PaymentHoldListed) => ({
  id: String(h.id),
  partner_id: String(h.partnerId),
  partner_name: 'partnerName' in h ? h.partnerName : undefined,
  reason: h.reason,
  created_at: h.createdAt.toISOString(),
  released_at: h.releasedAt?.toISOString() ?? null,
});
