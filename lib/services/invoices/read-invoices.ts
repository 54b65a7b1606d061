import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  brandInvoiceItems,
  brandInvoices,
  brands,
  campaigns,
  conversions,
  networks,
  partners,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { InvoiceStatus } from '@/lib/schemas/enums';
import { AppError } from '@/lib/errors';
import { canManageBrand, isStaff } from '../access';
import { invoiceOf, requireInvoiceReader, type InvoiceRow } from './invoice-access';
import { readTaxSettings, type TaxSettings } from './tax-settings';

export interface InvoiceFilters {
  brandId?: number;
  campaignId?: number;
  status?: InvoiceStatus;
  currency?: string;
  /** The reference's list leaves cancelled invoices out (its status has no such value). */
  withCancelled?: boolean;
}

/** Invoices of the network (staff) or of the caller's granted brands, newest first. */
export async function listInvoices(
  db: Db,
  principal: Principal,
  networkId: number,
  filters: InvoiceFilters = {},
): Promise<InvoiceRow[]> {
  requireInvoiceReader(principal, networkId);
  if (filters.brandId !== undefined && !canManageBrand(principal, filters.brandId))
    throw AppError.notFound('Brand');
  const where: (SQL | undefined)[] = [eq(brandInvoices.networkId, networkId)];
  if (!isStaff(principal))
    where.push(
      inArray(brandInvoices.brandId, principal.brandIds.length ? principal.brandIds : [0]),
    );
  if (filters.brandId !== undefined) where.push(eq(brandInvoices.brandId, filters.brandId));
  if (filters.campaignId !== undefined)
    where.push(eq(brandInvoices.campaignId, filters.campaignId));
  if (filters.status) where.push(eq(brandInvoices.status, filters.status));
  if (filters.currency) where.push(eq(brandInvoices.currency, filters.currency));
  if (filters.withCancelled === false) where.push(ne(brandInvoices.status, 'cancelled'));
  return db
    .select()
    .from(brandInvoices)
    .where(and(...where))
    .orderBy(desc(brandInvoices.id))
    .limit(1000);
}

/** A brand of the caller's network the caller may see, else not found. */
export async function requireVisibleBrand(
  db: Db,
  principal: Principal,
  brandId: number,
): Promise<void> {
  requireInvoiceReader(principal, principal.networkId);
  const [brand] = await db
    .select({ networkId: brands.networkId })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand || brand.networkId !== principal.networkId || !canManageBrand(principal, brandId))
    throw AppError.notFound('Brand');
}

export async function getInvoice(
  db: Db,
  principal: Principal,
  networkId: number,
  invoiceId: number,
): Promise<InvoiceRow> {
  requireInvoiceReader(principal, networkId);
  return invoiceOf(db, principal, invoiceId);
}

export interface InvoiceItemRow {
  conversionId: number;
  conversionReference: string;
  conversionTime: Date;
  partnerId: number;
  partnerName: string;
  saleValue: string;
  commission: string;
  fee: string;
}

/** The invoice's items, in conversion order. */
export async function invoiceItems(db: Db, invoiceId: number): Promise<InvoiceItemRow[]> {
  return db
    .select({
      conversionId: brandInvoiceItems.conversionId,
      conversionReference: conversions.conversionReference,
      conversionTime: conversions.conversionTime,
      partnerId: brandInvoiceItems.partnerId,
      partnerName: partners.accountName,
      saleValue: brandInvoiceItems.saleValue,
      commission: brandInvoiceItems.commission,
      fee: brandInvoiceItems.fee,
    })
    .from(brandInvoiceItems)
    .innerJoin(conversions, eq(conversions.id, brandInvoiceItems.conversionId))
    .innerJoin(partners, eq(partners.id, brandInvoiceItems.partnerId))
    .where(eq(brandInvoiceItems.invoiceId, invoiceId))
    .orderBy(asc(brandInvoiceItems.conversionId));
}

export interface InvoiceDocument {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
  network: { name: string } & TaxSettings;
  brand: { name: string; address: string[]; vatNumber: string | null };
  campaignTitle: string;
}

/** Everything the invoice's PDF and CSV show, for a caller who may read the invoice. */
export async function invoiceDocument(
  db: Db,
  principal: Principal,
  networkId: number,
  invoiceId: number,
): Promise<InvoiceDocument> {
  const invoice = await getInvoice(db, principal, networkId, invoiceId);
  const [names] = await db
    .select({
      network: networks.name,
      brand: brands,
      campaign: campaigns.title,
    })
    .from(brands)
    .innerJoin(networks, eq(networks.id, brands.networkId))
    .innerJoin(campaigns, eq(campaigns.id, invoice.campaignId))
    .where(eq(brands.id, invoice.brandId));
  const tax = await readTaxSettings(db, networkId);
  const b = names!.brand;
  return {
    invoice,
    items: await invoiceItems(db, invoiceId),
    network: { name: names!.network, ...tax },
    brand: {
      name: b.companyName,
      address: [b.address1, b.address2, b.address3, b.address4, b.postcode, b.country].filter(
        (line): line is string => !!line,
      ),
      vatNumber: b.vatNumber,
    },
    campaignTitle: names!.campaign,
  };
}
