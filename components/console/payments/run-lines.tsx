import Link from 'next/link';
import { formatMoney } from '@/lib/money/format';
import type { PaymentRun } from '@/lib/client/hooks/payment-runs';
import { DataTable } from '@/components/ui/data-table';
import { Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';

type Line = NonNullable<PaymentRun['lines']>[number];

function PartnerCell({ line, currency }: { line: Line; currency: string }) {
  return (
    <>
      <Link
        href={`/console/partners/${line.partner_id}`}
        className="font-medium text-brand underline"
      >
        {line.partner_name ?? `Partner ${line.partner_id}`}
      </Link>
      {line.unpaid_amount && (
        <p className="mt-1 text-xs text-amber-800">
          {formatMoney(line.unpaid_amount, currency)} not paid. {line.unpaid_reason}
        </p>
      )}
    </>
  );
}

type Pager = { offset: number; limit: number; onChange: (offset: number) => void };

/**
 * The preview: partners included with their amounts, and those left out with the reason; a
 * page of each at a time (a run may pay 100,000 partners).
 */
export function PartnerLines({
  run,
  includedPager,
  excludedPager,
}: {
  run: PaymentRun;
  includedPager: Pager;
  excludedPager: Pager;
}) {
  const lines = run.lines ?? [];
  const included = lines.filter((l) => l.included);
  const excluded = lines.filter((l) => !l.included);
  return (
    <>
      <Section
        title={`Included (${run.included_count.toLocaleString('en-GB')})`}
        id="included"
        description={`Paid ${formatMoney(run.total, run.currency)} in all.`}
      >
        {included.length ? (
          <>
            <DataTable
              caption="Partners included"
              testId="run-included"
              columns={['Partner', { label: 'Amount', align: 'right' }]}
            >
              {included.map((l) => (
                <tr key={l.partner_id}>
                  <td className="py-2 pr-3">
                    <PartnerCell line={l} currency={run.currency} />
                  </td>
                  <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(l.amount, run.currency)}
                  </td>
                </tr>
              ))}
            </DataTable>
            {run.included_count > includedPager.limit && (
              <Pagination {...includedPager} total={run.included_count} label="partners included" />
            )}
          </>
        ) : (
          <EmptyState title="Nobody is paid in this run">
            No partner has an available balance in {run.currency} that can be paid now.
          </EmptyState>
        )}
      </Section>
      <Section
        title={`Left out (${run.excluded_count.toLocaleString('en-GB')})`}
        id="excluded"
        description="Their balance stays and carries forward; the reason says what would include them."
      >
        {excluded.length ? (
          <>
            <DataTable
              caption="Partners left out"
              testId="run-excluded"
              columns={['Partner', 'Reason', { label: 'Balance', align: 'right' }]}
            >
              {excluded.map((l) => (
                <tr key={l.partner_id}>
                  <td className="py-2 pr-3">
                    <PartnerCell line={l} currency={run.currency} />
                  </td>
                  <td className="px-3 py-2 text-slate-700">{l.exclusion_reason}</td>
                  <td
                    className={`py-2 pl-3 text-right whitespace-nowrap tabular-nums ${l.amount.startsWith('-') ? 'text-red-700' : ''}`}
                  >
                    {formatMoney(l.amount, run.currency)}
                  </td>
                </tr>
              ))}
            </DataTable>
            {run.excluded_count > excludedPager.limit && (
              <Pagination {...excludedPager} total={run.excluded_count} label="partners left out" />
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">Nobody is left out.</p>
        )}
      </Section>
    </>
  );
}
