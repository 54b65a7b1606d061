import { and, asc, eq, gte, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  brandInvoiceItems,
  brandInvoices,
  campaignInvoiceFees,
  campaigns,
  conversionAdjustments,
  conversionLocks,
  conversions,
  networks,
} from '@/lib/db/schema';
import { inChunks } from '@/lib/db/batch';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork } from '../access';
import { invoiceAmounts, type FeeRule } from './amounts';
import { requireInvoiceStaff, type InvoiceRow } from './invoice-access';
import { invoiceChange } from './invoice-events';
import { readTaxSettings } from './tax-settings';

export interface InvoiceInput {
  campaignId: number;
  currency: string;
  /** YYYY-MM-DD, inclusive, UTC: the conversions' times. */
  periodStart: string;
  periodEnd: string;
  /** YYYY-MM-DD; when left out, set on sending from the network's payment terms. */
  dueDate?: string;
  paymentReference?: string;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const averageAge = (times: Date[]): number =>
  Math.round(
    times.reduce((days, t) => days + (Date.now() - t.getTime()) / 86_400_000, 0) / times.length,
  );

/** The campaign's fee rule; none set means no fee. */
async function feeRuleOf(db: DbOrTx, campaignId: number): Promise<FeeRule> {
  const [row] = await db
    .select({ basis: campaignInvoiceFees.basis, rate: campaignInvoiceFees.rate })
    .from(campaignInvoiceFees)
    .where(eq(campaignInvoiceFees.campaignId, campaignId));
  return row ?? { basis: 'commission', rate: '0' };
}

/** Payable conversions of the campaign in the currency and period that no live invoice holds. */
async function uninvoiced(tx: DbOrTx, networkId: number, input: InvoiceInput) {
  const adjusted = (column: typeof conversionAdjustments.valueDelta) =>
    sql<string>`coalesce((select sum(${column}) from ${conversionAdjustments}
      where ${conversionAdjustments.conversionId} = ${conversions.id}), 0)`;
  return tx
    .select({
      conversionId: conversions.id,
      partnerId: conversionLocks.partnerId,
      conversionTime: conversions.conversionTime,
      saleValue: sql<string>`(${conversions.value} + ${adjusted(conversionAdjustments.valueDelta)})::text`,
      commission: sql<string>`(${conversionLocks.commission} + ${adjusted(conversionAdjustments.commissionDelta)})::text`,
    })
    .from(conversionLocks)
    .innerJoin(conversions, eq(conversions.id, conversionLocks.conversionId))
    .where(
      and(
        eq(conversionLocks.networkId, networkId),
        eq(conversionLocks.campaignId, input.campaignId),
        eq(conversionLocks.commissionCurrency, input.currency),
        isNotNull(conversionLocks.payableAt),
        gte(conversions.conversionTime, new Date(`${input.periodStart}T00:00:00Z`)),
        lt(conversions.conversionTime, new Date(`${nextDay(input.periodEnd)}T00:00:00Z`)),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(brandInvoiceItems)
            .where(
              and(
                eq(brandInvoiceItems.conversionId, conversionLocks.conversionId),
                eq(brandInvoiceItems.live, true),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(conversions.id));
}

type Line = Awaited<ReturnType<typeof uninvoiced>>[number];

/** The invoice row, numbered next in the network, and its items, priced by the campaign's fee and the network's VAT. */
async function writeInvoice(
  tx: DbOrTx,
  principal: Principal,
  campaign: { id: number; brandId: number },
  input: InvoiceInput,
  lines: Line[],
): Promise<InvoiceRow> {
  const networkId = principal.networkId;
  const fee = await feeRuleOf(tx, campaign.id);
  const tax = await readTaxSettings(tx, networkId);
  const amounts = invoiceAmounts(lines, fee, tax.vatRate);
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${brandInvoices.number}), 0)::int` })
    .from(brandInvoices)
    .where(eq(brandInvoices.networkId, networkId));
  const number = (last?.number ?? 0) + 1;
  const [row] = await tx
    .insert(brandInvoices)
    .values({
      networkId,
      number,
      brandId: campaign.brandId,
      campaignId: campaign.id,
      currency: input.currency,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      itemCount: lines.length,
      averageConversionAge: averageAge(lines.map((l) => l.conversionTime)),
      saleValue: amounts.saleValue,
      commission: amounts.commission,
      feeBasis: fee.basis,
      feeRate: fee.rate,
      fee: amounts.fee,
      vatRate: tax.vatRate,
      vat: amounts.vat,
      total: amounts.total,
      dueDate: input.dueDate ?? null,
      paymentReference: input.paymentReference ?? `INV-${String(number).padStart(6, '0')}`,
      createdBy: principal.userId,
    })
    .returning();
  const invoice = row!;
  await inChunks(
    lines.map((line, i) => ({
      invoiceId: invoice.id,
      networkId,
      conversionId: line.conversionId,
      partnerId: line.partnerId,
      saleValue: line.saleValue,
      commission: line.commission,
      fee: amounts.itemFees[i]!,
    })),
    (slice) => tx.insert(brandInvoiceItems).values(slice),
  );
  return invoice;
}

/**
 * Invoices the campaign's brand for the payable, not yet invoiced conversions of the period
 * (staff). The network row is locked first, so invoices of one network are numbered in sequence
 * and two creates for the same conversions run one after the other: the second finds nothing
 * left and is refused (409). The partial unique index on live items backs this up.
 */
export async function createInvoice(
  db: Db,
  principal: Principal,
  networkId: number,
  input: InvoiceInput,
): Promise<InvoiceRow> {
  requireOwnNetwork(principal, networkId);
  requireInvoiceStaff(principal, 'create invoices');
  if (input.periodEnd < input.periodStart)
    throw AppError.field(['end_date'], 'invalid_value', 'The end date is before the start date');
  if (input.dueDate && input.dueDate < input.periodStart)
    throw AppError.field(['due_date'], 'invalid_value', 'The due date is before the period');
  const nothingLeft = () =>
    new AppError(
      'conflict',
      'Nothing to invoice: the campaign has no payable conversions in this currency and period that are not on an invoice already',
    );
  return db
    .transaction(async (tx) => {
      await tx
        .select({ id: networks.id })
        .from(networks)
        .where(eq(networks.id, networkId))
        .for('update');
      const [campaign] = await tx
        .select({ id: campaigns.id, brandId: campaigns.brandId })
        .from(campaigns)
        .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.networkId, networkId)));
      if (!campaign)
        throw AppError.field(['campaign_id'], 'invalid_value', 'No such campaign on this network');
      const lines = await uninvoiced(tx, networkId, input);
      if (!lines.length) throw nothingLeft();
      const invoice = await writeInvoice(tx, principal, campaign, input, lines);
      const number = invoice.number;
      await invoiceChange(principal, null, invoice, {
        number,
        item_count: lines.length,
        period_start: input.periodStart,
        period_end: input.periodEnd,
      }).commit(tx);
      return invoice;
    })
    .catch((error: unknown) => {
      // The backstop of the network lock: a conversion already live on another invoice.
      if (isUniqueViolation(error, 'brand_invoice_items_conversion_live')) throw nothingLeft();
      throw error;
    });
}
