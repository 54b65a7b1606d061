'use client';

import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { Dashboard } from '../dashboard/dashboard';
import { isStaff, useConsoleSession } from './session-context';

/** The console's first page: the dashboard for staff and brand users, directions for partners. */
export function Overview() {
  const session = useConsoleSession();
  const staff = isStaff(session);
  return (
    <div>
      <PageHeader title={`Welcome, ${session.userName}`}>
        {session.networkName}
        {session.role === 'brand' ? ': the figures of the brands granted to you' : null}
      </PageHeader>
      {staff || session.role === 'brand' ? (
        <Dashboard networkId={session.networkId} staff={staff} />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm">
          <p>
            The console is for network staff and brand users. As a partner user you work in your
            partner area; here you can manage your API key under Settings.
          </p>
          <Link
            href="/partner"
            className="mt-3 mr-4 inline-block font-medium text-brand hover:underline"
          >
            Go to your partner area →
          </Link>
          <Link href="/console/settings" className="mt-3 inline-block text-brand hover:underline">
            Go to settings →
          </Link>
        </div>
      )}
    </div>
  );
}
