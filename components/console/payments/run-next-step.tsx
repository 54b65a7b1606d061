'use client';

import type { PaymentRun } from '@/lib/client/hooks/payment-runs';
import { plural } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/states';

export type RunAction = 'approve' | 'issue' | 'paid' | 'discard';

/** What can be done next, in words, with the button for it. */
export function NextStep({
  run,
  onAction,
  issuing,
}: {
  run: PaymentRun;
  onAction: (a: RunAction) => void;
  issuing: boolean;
}) {
  const session = useConsoleSession();
  const mine = run.created_by === String(session.userId);
  if (issuing)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner /> Issuing {plural(run.included_count, 'self-bill')}… a large run takes a while;
        you can leave this page, the run completes or changes nothing.
      </p>
    );
  const discard = (
    <Button variant="danger" onClick={() => onAction('discard')}>
      Discard run
    </Button>
  );
  if (run.status === 'previewed') {
    if (!run.included_count)
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            Nobody is included, so there is nothing to approve. Discard this run, fix what leaves
            partners out (below), then start a new one.
          </p>
          {discard}
        </div>
      );
    if (run.needs_second_approver && mine)
      return (
        <div className="space-y-3">
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
            <strong>Waiting for approval by another staff member.</strong> The total is above the
            network&apos;s approval limit, so someone other than you, who started the run, must
            approve it.
          </p>
          {discard}
        </div>
      );
    return (
      <div className="flex flex-wrap items-center gap-3">
        {run.needs_second_approver && (
          <p className="text-sm text-slate-700">
            The total is above the approval limit: you approve as the second staff member.
          </p>
        )}
        <Button variant="primary" onClick={() => onAction('approve')}>
          Approve run
        </Button>
        {discard}
      </div>
    );
  }
  if (run.status === 'approved')
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">
          Approved. Issue the self-bills to download the bank file.
        </p>
        <Button variant="primary" onClick={() => onAction('issue')}>
          Issue self-bills
        </Button>
        {discard}
      </div>
    );
  if (run.status === 'issued')
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">
          Issued. Send the bank file, then mark the run paid (or each self-bill as the bank pays
          it).
        </p>
        <Button variant="primary" onClick={() => onAction('paid')}>
          Mark run paid
        </Button>
      </div>
    );
  return (
    <p className="text-sm text-slate-700">
      Paid. Record a return below if the bank sends one back.
    </p>
  );
}

const BANK_FILES: Record<PaymentRun['payment_type'], { format: string; label: string }[]> = {
  bank_transfer: [
    { format: 'sepa', label: 'SEPA file (pain.001)' },
    { format: 'csv', label: 'Payments CSV' },
  ],
  paypal: [
    { format: 'paypal', label: 'PayPal Payouts CSV' },
    { format: 'csv', label: 'Payments CSV' },
  ],
};

export function Downloads({ run, networkId }: { run: PaymentRun; networkId: number }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Bank files">
      {BANK_FILES[run.payment_type].map((f) => (
        <li key={f.format}>
          <a
            className="inline-flex rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            href={`/v3/network/${networkId}/payment-runs/${run.id}/bank-file?format=${f.format}`}
          >
            {f.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
