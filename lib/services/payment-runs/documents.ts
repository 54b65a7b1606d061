import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SelfBillDocument } from './self-bills';

/** The standard fonts encode WinAnsi only: other characters print as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

type ItemRow = SelfBillDocument['itemRows'][number];

/** What an item is, in the document's words. */
function itemLabel(item: ItemRow): string {
  if (item.reference) return item.reference;
  if (item.conversionId) return `Conversion ${item.conversionId}`;
  switch (item.kind) {
    case 'exchange':
      return 'Exchange';
    case 'carried_forward':
      return 'Carried forward to the next payment (less than the smallest amount paid)';
    case 'brought_forward':
      return `Brought forward from self-bill ${item.carriedFrom ?? ''}`.trim();
    default:
      return 'Balance adjustment';
  }
}

/** The self-bill as a one-or-more-page PDF: parties, number, items, VAT and withholding lines. */
export async function selfBillPdf(doc: SelfBillDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Self-bill ${doc.bill.number}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  const line = (text: string, size = 10, f = font) => {
    if (y < 50) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
    page.drawText(printable(text), { x: 50, y, size, font: f });
    y -= size + 6;
  };
  const { bill, parties } = doc;
  line(`Self-bill ${bill.number}`, 16, bold);
  line(
    `Issued ${bill.createdAt.toISOString().slice(0, 10)} by ${parties.network} on behalf of the supplier`,
  );
  line(`Supplier (partner): ${parties.company || parties.partner}`);
  line(`Currency: ${bill.currency}`);
  y -= 8;
  line('Items', 12, bold);
  for (const item of doc.itemRows)
    line(
      `${itemLabel(item)}   ${item.amount} ${item.currency}${item.returnedAt ? `   returned: ${item.returnReason ?? ''}` : ''}`,
    );
  for (const x of bill.exchange)
    line(
      `Converted ${x.fromAmount} ${x.from} to ${x.toAmount} ${x.to} at ${x.rate} (${x.source} rate of ${x.rateDate})`,
    );
  y -= 8;
  line(`Net: ${bill.subtotal} ${bill.currency}`, 11, bold);
  line(`VAT ${Number(bill.vatRate)}%: ${bill.vat} ${bill.currency}`);
  line(bill.vatNote);
  if (bill.withheld !== '0.0000')
    line(`Tax withheld ${Number(bill.withheldRate)}%: -${bill.withheld} ${bill.currency}`);
  line(`Total: ${bill.total} ${bill.currency}`, 12, bold);
  if (bill.paidAt) line(`Paid ${bill.paidAt.toISOString().slice(0, 10)}`);
  return pdf.save();
}
