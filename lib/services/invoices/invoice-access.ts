import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brandInvoices } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { canManageBrand, isStaff, requireOwnNetwork } from '../access';

export type InvoiceRow = typeof brandInvoices.$inferSelect;

/** Staff, and brand users for their granted brands, read invoices; partners never. */
export function requireInvoiceReader(principal: Principal, networkId: number): void {
  requireOwnNetwork(principal, networkId);
  if (principal.role === 'partner')
    throw new AppError('forbidden', 'Your account may not read brand invoices');
}

/** The invoice of the caller's network, if the caller may see it; locked when `forUpdate`. */
export async function invoiceOf(
  db: DbOrTx,
  principal: Principal,
  invoiceId: number,
  forUpdate = false,
): Promise<InvoiceRow> {
  const query = db
    .select()
    .from(brandInvoices)
    .where(and(eq(brandInvoices.id, invoiceId), eq(brandInvoices.networkId, principal.networkId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !canManageBrand(principal, row.brandId)) throw AppError.notFound('Invoice');
  return row;
}

export const requireInvoiceStaff = (principal: Principal, action: string): void => {
  if (!isStaff(principal)) throw new AppError('forbidden', `Only network staff may ${action}`);
};
