'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { formatMoney } from '@/lib/money/format';
import { describeError } from '@/lib/client/form-errors';
import { formatDateTime, plural } from '@/lib/client/format';
import {
  RUN_PAGE_LIMIT,
  usePaymentRun,
  usePaymentRunMutations,
  type PaymentRun,
  type RunSelfBill,
} from '@/lib/client/hooks/payment-runs';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { QueryView } from '@/components/ui/query-view';
import { useToast } from '@/components/ui/toast';
import { METHOD_LABEL, RUN_STATUS } from './labels';
import { Downloads, NextStep, type RunAction } from './run-next-step';
import { PartnerLines } from './run-lines';
import { ReturnForm } from './return-form';
import { SelfBillsTable } from './self-bills-table';
import { StaffOnly } from './staff-only';

const CONFIRM: Record<RunAction, { title: string; label: string; words: string }> = {
  approve: {
    title: 'Approve the run?',
    label: 'Approve',
    words: 'Once approved, the run can be issued: one self-bill per included partner.',
  },
  issue: {
    title: 'Issue the self-bills?',
    label: 'Issue self-bills',
    words:
      'One self-bill per included partner is numbered and issued. Their balances are then committed to this run.',
  },
  discard: {
    title: 'Discard the run?',
    label: 'Discard run',
    words:
      'Its preview is deleted and nothing is paid: the balances stay where they are, and the currency is free for a new run. The audit log keeps a record of it.',
  },
  paid: {
    title: 'Mark the whole run paid?',
    label: 'Mark run paid',
    words:
      "Every self-bill of the run is marked paid: a payment in each partner's ledger and a you've-been-paid e-mail. Do this once the bank has made the transfers.",
  },
};

const DONE: Record<RunAction, string> = {
  approve: 'Run approved.',
  issue: 'Self-bills issued.',
  paid: 'Run marked paid.',
  discard: 'Run discarded.',
};

function Summary({ run }: { run: PaymentRun }) {
  const rows: [string, React.ReactNode][] = [
    [
      'Status',
      <Badge key="s" tone={RUN_STATUS[run.status].tone}>
        {RUN_STATUS[run.status].label}
      </Badge>,
    ],
    ['Currency', run.currency],
    ['Method', METHOD_LABEL[run.payment_type]],
    ['Cut-off', formatDateTime(run.cut_off)],
    ['Total', formatMoney(run.total, run.currency)],
    ['Partners', `${run.included_count} included, ${run.excluded_count} left out`],
    ['Started by', `${run.created_by_name ?? run.created_by}, ${formatDateTime(run.created_at)}`],
    [
      'Approved by',
      run.approved_by_name ?? (run.approved_by ? `user ${run.approved_by}` : 'Not yet'),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="run-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-2">
          <dt className="text-slate-500">{label}:</dt>{' '}
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One run: its summary, the next step, the partners included and left out, its self-bills. */
export function RunDetailPage({ runId }: { runId: string }) {
  const session = useConsoleSession();
  if (!isStaff(session))
    return (
      <StaffOnly
        title={`Payment run ${runId}`}
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Payments' }]}
      />
    );
  return <RunDetail runId={runId} />;
}

function RunDetail({ runId }: { runId: string }) {
  const session = useConsoleSession();
  const toast = useToast();
  const router = useRouter();
  const included = usePaging(RUN_PAGE_LIMIT);
  const excluded = usePaging(RUN_PAGE_LIMIT);
  const bills = usePaging(RUN_PAGE_LIMIT);
  const query = usePaymentRun(session.networkId, runId, {
    included_offset: included.offset,
    excluded_offset: excluded.offset,
    self_bills_offset: bills.offset,
  });
  const mutations = usePaymentRunMutations(session.networkId);
  const [pending, setPending] = useState<RunAction | null>(null);
  const [payingBill, setPayingBill] = useState<RunSelfBill | null>(null);
  const [returning, setReturning] = useState<RunSelfBill | null>(null);
  const run = query.data?.data;
  const crumbs = [
    { label: 'Console', href: '/console' },
    { label: 'Payments', href: '/console/payments' },
    { label: `Run ${runId}` },
  ];

  async function confirm() {
    const action = pending;
    if (!action) return;
    setPending(null);
    try {
      await mutations[action].mutateAsync(runId);
      toast(DONE[action]);
      if (action === 'discard') router.push('/console/payments');
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  async function payBill() {
    if (!payingBill) return;
    try {
      await mutations.selfBillPaid.mutateAsync(payingBill.id);
      toast(`Self-bill ${payingBill.number} marked paid.`);
      setPayingBill(null);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title={`Payment run ${runId}`} crumbs={crumbs} />
      <QueryView query={query} loading="Loading the run…">
        {run && (
          <>
            <Section title="Summary" id="summary">
              <div className="space-y-4">
                <Summary run={run} />
                <NextStep run={run} onAction={setPending} issuing={mutations.issue.isPending} />
              </div>
            </Section>
            {(run.status === 'issued' || run.status === 'paid') && (
              <Section
                title="Downloads"
                id="downloads"
                description="The file to upload to the bank or PayPal; each self-bill's PDF and items are with it below."
              >
                <Downloads run={run} networkId={session.networkId} />
              </Section>
            )}
            {(run.self_bills?.length ?? 0) > 0 && (
              <Section title="Self-bills" id="self-bills">
                <SelfBillsTable
                  bills={run.self_bills ?? []}
                  onPay={setPayingBill}
                  onReturn={setReturning}
                />
                {(run.self_bill_count ?? 0) > RUN_PAGE_LIMIT && (
                  <Pagination
                    {...bills.pager}
                    total={run.self_bill_count ?? 0}
                    label="self-bills"
                  />
                )}
              </Section>
            )}
            <PartnerLines run={run} includedPager={included.pager} excludedPager={excluded.pager} />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? CONFIRM[pending].title : ''}
        confirmLabel={pending ? CONFIRM[pending].label : ''}
        confirmVariant={pending === 'discard' ? 'danger' : 'primary'}
        onConfirm={confirm}
      >
        {pending && run && (
          <p className="text-sm text-slate-600">
            Run {runId}, {formatMoney(run.total, run.currency)} to{' '}
            {plural(run.included_count, 'partner')}. {CONFIRM[pending].words}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={payingBill !== null}
        onOpenChange={(open) => !open && setPayingBill(null)}
        title="Mark the self-bill paid?"
        confirmLabel="Mark paid"
        pending={mutations.selfBillPaid.isPending}
        onConfirm={payBill}
      >
        {payingBill && (
          <p className="text-sm text-slate-600">
            Self-bill {payingBill.number} to {payingBill.partner_name},{' '}
            {formatMoney(payingBill.total, payingBill.currency)}: a payment in the partner&apos;s
            ledger and a you&apos;ve-been-paid e-mail.
          </p>
        )}
      </ConfirmDialog>
      <Modal
        open={returning !== null}
        onOpenChange={(open) => !open && setReturning(null)}
        title={`Record a return on self-bill ${returning?.number ?? ''}`}
        description="The bank sent a payment back: the item's amount returns to the partner's balance and the next run pays it again."
        wide
      >
        {returning && <ReturnForm bill={returning} onDone={() => setReturning(null)} />}
      </Modal>
    </div>
  );
}
