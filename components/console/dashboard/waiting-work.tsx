import Link from 'next/link';
import type { ReactNode } from 'react';
import { Hourglass, MessageSquareWarning, UserPlus } from 'lucide-react';
import type { Dashboard } from '@/lib/client/hooks/dashboard';
import { formatNumber } from '@/lib/client/format';

const BOX =
  'flex min-w-0 items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

function Waiting({
  count,
  icon,
  testId,
  children,
}: {
  count: number;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <span aria-hidden className="mt-1 text-slate-400">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-2xl font-semibold text-slate-900" data-testid={testId}>
          {formatNumber(count)}
        </span>
        <span className="block text-sm text-slate-600">{children}</span>
      </span>
    </>
  );
}

/** The work waiting, each a link to the page where it is done. */
export function WaitingWork({ waiting }: { waiting: Dashboard['waiting'] }) {
  const icon = 'h-5 w-5';
  const link = `${BOX} transition hover:border-brand focus-visible:outline-2 focus-visible:outline-brand`;
  return (
    <section aria-labelledby="waiting-title" className="space-y-3">
      <h2 id="waiting-title" className="text-base font-semibold text-slate-900">
        Waiting for you
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Link href="/console/requests" className={link}>
          <Waiting
            count={waiting.partner_requests}
            icon={<UserPlus className={icon} />}
            testId="waiting-requests"
          >
            {waiting.partner_requests === 1 ? 'partner request' : 'partner requests'} to review
            <span className="block font-medium text-brand">Review requests →</span>
          </Waiting>
        </Link>
        <Link href="/console/conversions?status=pending" className={link}>
          <Waiting
            count={waiting.pending_conversions}
            icon={<Hourglass className={icon} />}
            testId="waiting-conversions"
          >
            {waiting.pending_conversions === 1 ? 'conversion' : 'conversions'} pending review
            <span className="block font-medium text-brand">Review conversions →</span>
          </Waiting>
        </Link>
        <Link href="/console/claims" className={link}>
          <Waiting
            count={waiting.claims}
            icon={<MessageSquareWarning className={icon} />}
            testId="waiting-claims"
          >
            {waiting.claims === 1 ? 'missing-sale claim' : 'missing-sale claims'} waiting
            <span className="block font-medium text-brand">Decide claims →</span>
          </Waiting>
        </Link>
      </div>
    </section>
  );
}
