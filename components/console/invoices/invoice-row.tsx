import type { z } from 'zod';
import type { InvoiceOut } from '@/lib/schemas/invoices';
import { formatDate } from '@/lib/client/format';
import { Button, buttonClass } from '@/components/ui/button';

export type Invoice = z.output<typeof InvoiceOut>;
export type InvoiceAction = 'send' | 'paid' | 'cancel';

const STATUS_STYLE: Record<Invoice['status'], string> = {
  created: 'bg-slate-100 text-slate-700',
  sent: 'bg-amber-100 text-amber-800',
  paid: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-rose-100 text-rose-700 line-through',
};

/** One invoice: number, campaign and period, amounts, status, and (staff) its actions; downloads for all. */
export function InvoiceRow({
  invoice: i,
  staff,
  onAction,
}: {
  invoice: Invoice;
  staff: boolean;
  onAction: (action: InvoiceAction) => void;
}) {
  const live = i.status === 'created' || i.status === 'sent';
  return (
    <tr data-testid={`invoice-${i.number}`}>
      <td className="py-2 pr-3 font-medium tabular-nums">{i.number}</td>
      <td className="px-3 py-2">
        <span className="block">Campaign {i.campaign_id}</span>
        <span className="text-xs text-slate-500">
          {i.start_date} – {i.end_date} · {i.item_count} conversions
        </span>
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        <span className="block font-medium">
          {i.total} {i.currency}
        </span>
        <span className="text-xs text-slate-500">
          fee {i.fee} · VAT {i.vat}
        </span>
      </td>
      <td className="px-3 py-2">
        <span className={`rounded px-2 py-0.5 text-xs ${STATUS_STYLE[i.status]}`}>{i.status}</span>
        {i.due_date && (
          <span className="block text-xs text-slate-500">due {formatDate(i.due_date)}</span>
        )}
      </td>
      <td className="px-3 py-2 text-right">
        <span className="inline-flex flex-wrap justify-end gap-1">
          <a
            href={i.pdf_url}
            className={buttonClass('ghost', 'sm')}
            aria-label={`PDF of invoice ${i.number}`}
          >
            PDF
          </a>
          <a
            href={i.items_csv_url}
            className={buttonClass('ghost', 'sm')}
            aria-label={`Items of invoice ${i.number} as CSV`}
          >
            CSV
          </a>
          {staff && live && (
            <Button
              size="sm"
              onClick={() => onAction('send')}
              aria-label={`Send invoice ${i.number}`}
            >
              {i.status === 'sent' ? 'Send again' : 'Send'}
            </Button>
          )}
          {staff && i.status === 'sent' && (
            <Button
              size="sm"
              variant="primary"
              onClick={() => onAction('paid')}
              aria-label={`Mark invoice ${i.number} paid`}
            >
              Mark paid
            </Button>
          )}
          {staff && live && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onAction('cancel')}
              aria-label={`Cancel invoice ${i.number}`}
            >
              Cancel
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}
