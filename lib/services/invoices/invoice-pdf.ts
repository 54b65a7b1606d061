import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDocument } from './read-invoices';

/**
 * The invoice as a PDF (pdf-lib, Helvetica). Amounts are shown exactly as stored (four places),
 * so the document adds up to the last digit. Text outside the font's character set (WinAnsi)
 * shows as "?" rather than failing the download.
 */

const percent = (rate: string) => `${Number(rate)}%`;

/** The lines of the document, top to bottom: what the PDF draws (and the tests read). */
export function invoiceLines(doc: InvoiceDocument): {
  heading: string[];
  items: string[][];
  totals: string[];
} {
  const { invoice: inv, network, brand } = doc;
  const cur = inv.currency;
  const heading = [
    network.legalName || network.name,
    ...network.legalAddress.split('\n').filter(Boolean),
    ...(network.vatNumber ? [`VAT number: ${network.vatNumber}`] : []),
    '',
    `INVOICE ${inv.number}${inv.status === 'cancelled' ? ' (CANCELLED)' : ''}`,
    `Date: ${inv.createdAt.toISOString().slice(0, 10)}`,
    `Period: ${inv.periodStart} to ${inv.periodEnd}`,
    `Campaign: ${doc.campaignTitle}`,
    '',
    'Bill to:',
    brand.name,
    ...brand.address,
    ...(brand.vatNumber ? [`VAT number: ${brand.vatNumber}`] : []),
  ];
  const items = doc.items.map((i) => [
    i.conversionTime.toISOString().slice(0, 10),
    i.conversionReference,
    i.partnerName,
    i.saleValue,
    i.commission,
    i.fee,
  ]);
  const fee = `Network fee (${percent(inv.feeRate)} of ${inv.feeBasis === 'commission' ? 'commission' : 'sale value'})`;
  const totals = [
    `Partner commission: ${inv.commission} ${cur}`,
    `${fee}: ${inv.fee} ${cur}`,
    `Subtotal: ${subtotal(inv.commission, inv.fee)} ${cur}`,
    `VAT ${percent(inv.vatRate)}: ${inv.vat} ${cur}`,
    `Total due: ${inv.total} ${cur}`,
    `Due date: ${inv.dueDate ?? 'on sending'}`,
    `Payment reference: ${inv.paymentReference}`,
  ];
  return { heading, items, totals };
}

function subtotal(a: string, b: string): string {
  // Both have four places: add as integers of 0.0001.
  const units = BigInt(a.replace('.', '')) + BigInt(b.replace('.', ''));
  const sign = units < 0n ? '-' : '';
  const abs = (units < 0n ? -units : units).toString().padStart(5, '0');
  return `${sign}${abs.slice(0, -4)}.${abs.slice(-4)}`;
}

function safe(font: PDFFont): (text: string) => string {
  const chars = new Set(font.getCharacterSet());
  return (text) => [...text].map((c) => (chars.has(c.codePointAt(0)!) ? c : '?')).join('');
}

const ITEM_COLUMNS = [40, 110, 240, 360, 440, 510];
const ITEM_HEADERS = ['Date', 'Reference', 'Partner', 'Sale', 'Commission', 'Fee'];

export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${doc.invoice.number}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = safe(font);
  const lines = invoiceLines(doc);
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 800;
  const newLine = (step = 14) => {
    y -= step;
    if (y < 50) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
  };
  const text = (value: string, x: number, size = 10, f = font) =>
    page.drawText(clean(value).slice(0, 60), { x, y, size, font: f });

  for (const line of lines.heading) {
    if (line)
      text(
        line,
        40,
        line.startsWith('INVOICE') ? 16 : 10,
        line.startsWith('INVOICE') ? bold : font,
      );
    newLine(line.startsWith('INVOICE') ? 20 : 14);
  }
  newLine();
  ITEM_HEADERS.forEach((h, i) => text(h, ITEM_COLUMNS[i]!, 9, bold));
  newLine();
  for (const row of lines.items) {
    row.forEach((cell, i) =>
      text(i === 2 ? cell.slice(0, 20) : cell.slice(0, 22), ITEM_COLUMNS[i]!, 8),
    );
    newLine(12);
  }
  newLine();
  for (const line of lines.totals) {
    text(line, 300, 10, line.startsWith('Total due') ? bold : font);
    newLine();
  }
  return pdf.save({ useObjectStreams: false });
}
