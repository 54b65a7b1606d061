'use client';

import Link from 'next/link';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describeError } from '@/lib/client/form-errors';
import { useConfirmSignup } from '@/lib/client/hooks/partner-area';
import { Button, buttonClass } from '@/components/ui/button';
import { makeQueryClient } from '@/components/ui/query-client';
import { signupOutcome } from '@/components/partner-area/status-text';
import { SignupProblem } from '@/components/partner-area/signup-frame';

/**
 * The page the confirmation e-mail links to (nobody is signed in, so it brings its own
 * React Query client, like the sign-up page). It confirms only when the person presses the
 * button (a mail scanner opening the link confirms nothing); then the partner account exists
 * and the partner can sign in.
 */
export function ConfirmSignup({ token }: { token: string | null }) {
  const [queryClient] = useState(() => makeQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmSignupStep token={token} />
    </QueryClientProvider>
  );
}

function ConfirmSignupStep({ token }: { token: string | null }) {
  const confirm = useConfirmSignup();
  if (!token)
    return (
      <SignupProblem title="This link is incomplete">
        <p className="mt-2 text-slate-700">
          Open the link from the e-mail again, or copy all of it into the address bar.
        </p>
      </SignupProblem>
    );
  const created = confirm.data?.data;
  if (created) {
    const outcome = signupOutcome(created.network_status, created.network_name);
    return (
      <section
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="signup-confirmed"
      >
        <h1 className="text-2xl font-semibold text-slate-900">{outcome.title}</h1>
        <p className="mt-2 text-slate-700">{outcome.body}</p>
        <p className="mt-3 text-sm text-slate-500">
          Your e-mail address is confirmed and your partner account “{created.account_name}” was
          created on {created.network_name}.
        </p>
        <Link
          href={`/login?email=${encodeURIComponent(created.email)}&callbackUrl=%2Fpartner`}
          className={`${buttonClass('primary')} mt-5`}
        >
          Sign in to your partner area
        </Link>
      </section>
    );
  }
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">Confirm your e-mail address</h1>
      <p className="mt-2 text-slate-700">
        Press the button to confirm that this address is yours and create your partner account.
      </p>
      {confirm.isError && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {describeError(confirm.error)}
        </p>
      )}
      <Button
        variant="primary"
        className="mt-5"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? 'Confirming…' : 'Confirm and create my account'}
      </Button>
    </section>
  );
}
