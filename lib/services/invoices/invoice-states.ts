import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brandInvoiceItems, brandInvoices, brands } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { InvoiceStatus } from '@/lib/schemas/enums';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork } from '../access';
import { deliverSoon, queueEmail } from '../emails';
import { makeCommissionAvailable } from '../ledger/make-available';
import { invoiceOf, requireInvoiceStaff, type InvoiceRow } from './invoice-access';
import { invoiceChange } from './invoice-events';
import { readTaxSettings } from './tax-settings';

function requireStatus(row: InvoiceRow, allowed: InvoiceStatus[], action: string): void {
  if (!allowed.includes(row.status))
    throw new AppError('conflict', `A ${row.status} invoice cannot be ${action}`);
}

const addDays = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Sends the invoice (staff): an e-mail to the brand's contact address through the outbox, with
 * a link to the PDF (the outbox carries text only), in the same transaction as the status.
 * Sending again re-sends the e-mail; a paid or cancelled invoice is refused.
 */
export async function sendInvoice(
  db: Db,
  principal: Principal,
  networkId: number,
  invoiceId: number,
  links: { pdf: string },
): Promise<InvoiceRow> {
  requireOwnNetwork(principal, networkId);
  requireInvoiceStaff(principal, 'send invoices');
  const result = await db.transaction(async (tx) => {
    const before = await invoiceOf(tx, principal, invoiceId, true);
    requireStatus(before, ['created', 'sent'], 'sent');
    const [brand] = await tx
      .select({ email: brands.contactEmail, name: brands.companyName })
      .from(brands)
      .where(eq(brands.id, before.brandId));
    if (!brand?.email)
      throw new AppError(
        'conflict',
        'The brand has no contact e-mail: add one to the brand before sending its invoice',
      );
    const tax = await readTaxSettings(tx, networkId);
    const now = new Date();
    const [row] = await tx
      .update(brandInvoices)
      .set({
        status: 'sent',
        sentAt: now,
        dueDate: before.dueDate ?? addDays(now, tax.paymentTermsDays),
      })
      .where(eq(brandInvoices.id, invoiceId))
      .returning();
    const sent = row!;
    await queueEmail(tx, {
      networkId,
      to: brand.email,
      kind: 'brand_invoice',
      subject: `Invoice ${sent.number}: ${sent.total} ${sent.currency}`,
      body: [
        `Dear ${brand.name},`,
        '',
        `Invoice ${sent.number} for ${sent.periodStart} to ${sent.periodEnd}: ${sent.total} ${sent.currency}.`,
        `Due by ${sent.dueDate}. Please quote the payment reference ${sent.paymentReference}.`,
        '',
        `The invoice (PDF): ${links.pdf}`,
      ].join('\n'),
    });
    await invoiceChange(principal, before.status, sent, {
      due_date: sent.dueDate,
      to: brand.email,
    }).commit(tx);
    return sent;
  });
  deliverSoon(db);
  return result;
}

/**
 * Marks a sent invoice paid (staff). In the same transaction its conversions' commission becomes
 * available to their partners (the ledger's hook): on a pay-when-paid network that is the moment
 * partners can be paid; on a scheduled network they already are, and nothing is written twice.
 */
export async function markInvoicePaid(
  db: Db,
  principal: Principal,
  networkId: number,
  invoiceId: number,
): Promise<InvoiceRow> {
  requireOwnNetwork(principal, networkId);
  requireInvoiceStaff(principal, 'mark invoices paid');
  return db.transaction(async (tx) => {
    const before = await invoiceOf(tx, principal, invoiceId, true);
    requireStatus(before, ['sent'], 'marked paid');
    const [row] = await tx
      .update(brandInvoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(brandInvoices.id, invoiceId))
      .returning();
    const items = await tx
      .select({ conversionId: brandInvoiceItems.conversionId })
      .from(brandInvoiceItems)
      .where(and(eq(brandInvoiceItems.invoiceId, invoiceId), eq(brandInvoiceItems.live, true)));
    const entries = await makeCommissionAvailable(
      tx,
      items.map((i) => i.conversionId),
      principal.userId,
    );
    await invoiceChange(principal, before.status, row!, {
      commission_made_available: entries.length,
    }).commit(tx);
    return row!;
  });
}

/** Cancels an invoice not yet paid (staff): its conversions are free for another invoice. */
export async function cancelInvoice(
  db: Db,
  principal: Principal,
  networkId: number,
  invoiceId: number,
): Promise<InvoiceRow> {
  requireOwnNetwork(principal, networkId);
  requireInvoiceStaff(principal, 'cancel invoices');
  return db.transaction(async (tx) => {
    const before = await invoiceOf(tx, principal, invoiceId, true);
    requireStatus(before, ['created', 'sent'], 'cancelled');
    const [row] = await tx
      .update(brandInvoices)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(brandInvoices.id, invoiceId))
      .returning();
    await tx
      .update(brandInvoiceItems)
      .set({ live: false })
      .where(eq(brandInvoiceItems.invoiceId, invoiceId));
    await invoiceChange(principal, before.status, row!).commit(tx);
    return row!;
  });
}
