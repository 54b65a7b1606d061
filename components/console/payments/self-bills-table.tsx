import Link from 'next/link';
import { formatMoney } from '@/lib/money/format';
import { formatDateTime } from '@/lib/client/format';
import type { RunSelfBill } from '@/lib/client/hooks/payment-runs';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';

/** A run's self-bills: amounts, status, the PDF and items, mark paid or record a return. */
export function SelfBillsTable({
  bills,
  onPay,
  onReturn,
}: {
  bills: RunSelfBill[];
  onPay: (bill: RunSelfBill) => void;
  onReturn: (bill: RunSelfBill) => void;
}) {
  return (
    <DataTable
      caption="Self-bills of the run"
      testId="run-self-bills"
      columns={[
        'Self-bill',
        { label: 'Total', align: 'right' },
        'Status',
        { label: 'Actions', srOnly: true },
      ]}
    >
      {bills.map((b) => {
        const base = `/v3/partner/${b.partner_id}/self-bills/${b.id}`;
        return (
          <tr key={b.id} data-testid={`self-bill-${b.number}`}>
            <td className="py-2 pr-3">
              <span className="block font-medium">No. {b.number}</span>
              <Link href={`/console/partners/${b.partner_id}`} className="text-brand underline">
                {b.partner_name}
              </Link>
            </td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
              <span className="block font-medium">{formatMoney(b.total, b.currency)}</span>
              <span className="text-xs text-slate-500">
                net {formatMoney(b.net, b.currency)} · VAT {formatMoney(b.vat, b.currency)}
                {b.withheld !== '0.0000' && ` · withheld ${formatMoney(b.withheld, b.currency)}`}
              </span>
            </td>
            <td className="px-3 py-2">
              {b.status === 'paid' ? (
                <Badge tone="green">Paid {formatDateTime(b.paid_at)}</Badge>
              ) : (
                <Badge tone="blue">Issued</Badge>
              )}
              {b.returned_item_count > 0 && (
                <span className="block text-xs text-red-700">
                  {b.returned_item_count} of {b.item_count} items returned
                </span>
              )}
            </td>
            <td className="px-3 py-2 text-right">
              <span className="inline-flex flex-wrap justify-end gap-1">
                <a
                  href={`${base}/pdf`}
                  className={buttonClass('ghost', 'sm')}
                  aria-label={`PDF of self-bill ${b.number}`}
                >
                  PDF
                </a>
                <a
                  href={`${base}/csv`}
                  className={buttonClass('ghost', 'sm')}
                  aria-label={`Items of self-bill ${b.number} as CSV`}
                >
                  CSV
                </a>
                {b.status === 'issued' ? (
                  <Button
                    size="sm"
                    variant="primary"
                    onClick={() => onPay(b)}
                    aria-label={`Mark self-bill ${b.number} paid`}
                  >
                    Mark paid
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    onClick={() => onReturn(b)}
                    aria-label={`Record a return on self-bill ${b.number}`}
                  >
                    Record return
                  </Button>
                )}
              </span>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
