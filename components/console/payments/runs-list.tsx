'use client';

import Link from 'next/link';
import { formatMoney } from '@/lib/money/format';
import { formatDateTime } from '@/lib/client/format';
import { usePaymentRuns } from '@/lib/client/hooks/payment-runs';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { METHOD_LABEL, RUN_STATUS } from './labels';

/** The network's runs, newest first, each opening its detail. */
export function RunsList({ startButton }: { startButton: React.ReactNode }) {
  const session = useConsoleSession();
  const runs = usePaymentRuns(session.networkId);
  return (
    <QueryTable
      query={runs}
      rows={runs.data?.data ?? []}
      caption="Payment runs"
      testId="payment-runs"
      columns={['Run', 'Total', 'Status', { label: 'Actions', srOnly: true }]}
      empty={
        <EmptyState title="No payment runs yet" action={startButton}>
          Start one for a currency: its preview shows who would be paid and who is left out, and
          why.
        </EmptyState>
      }
    >
      {(run) => (
        <tr key={run.id} data-testid={`payment-run-${run.id}`}>
          <td className="py-2 pr-3">
            <span className="block font-medium">
              Run {run.id} · {run.currency} · {METHOD_LABEL[run.payment_type]}
            </span>
            <span className="block text-xs text-slate-500">
              Cut-off {formatDateTime(run.cut_off)}
            </span>
          </td>
          <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
            {formatMoney(run.total, run.currency)}
          </td>
          <td className="px-3 py-2">
            <Badge tone={RUN_STATUS[run.status].tone}>{RUN_STATUS[run.status].label}</Badge>
            <span className="block text-xs text-slate-500">
              {run.approved_by_name
                ? `Approved by ${run.approved_by_name}`
                : `Started by ${run.created_by_name ?? run.created_by}`}
            </span>
          </td>
          <td className="px-3 py-2 text-right">
            <Link
              href={`/console/payments/${run.id}`}
              className={buttonClass('secondary', 'sm')}
              aria-label={`Open run ${run.id}`}
            >
              Open
            </Link>
          </td>
        </tr>
      )}
    </QueryTable>
  );
}
