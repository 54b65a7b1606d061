'use client';

import Link from 'next/link';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describeError } from '@/lib/client/form-errors';
import { useConfirmEmailChange } from '@/lib/client/hooks/account';
import { Button, buttonClass } from '@/components/ui/button';
import { makeQueryClient } from '@/components/ui/query-client';

const card = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm';

/**
 * The page the link of an e-mail change opens (whoever opens it may not be signed in, so it
 * brings its own React Query client). It confirms only when the person presses the button, so a
 * mail scanner opening the link changes nothing; then the new address is the sign-in.
 */
export function ConfirmEmailChange({ token }: { token: string | null }) {
  const [queryClient] = useState(() => makeQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmStep token={token} />
    </QueryClientProvider>
  );
}

function ConfirmStep({ token }: { token: string | null }) {
  const confirm = useConfirmEmailChange();
  if (!token)
    return (
      <section className={card} role="alert">
        <h1 className="text-xl font-semibold text-slate-900">This link is incomplete</h1>
        <p className="mt-2 text-slate-700">
          Open the link from the e-mail again, or copy all of it into the address bar.
        </p>
      </section>
    );
  const confirmed = confirm.data?.data;
  if (confirmed)
    return (
      <section className={card} data-testid="email-change-confirmed">
        <h1 className="text-xl font-semibold text-slate-900">Your e-mail address is changed</h1>
        <p className="mt-2 text-slate-700">
          From now on you sign in with <strong>{confirmed.email}</strong>, and mail goes there.
        </p>
        <Link
          href={`/login?email=${encodeURIComponent(confirmed.email)}`}
          className={`${buttonClass('primary')} mt-5`}
        >
          Sign in
        </Link>
      </section>
    );
  return (
    <section className={card}>
      <h1 className="text-xl font-semibold text-slate-900">Confirm your new e-mail address</h1>
      <p className="mt-2 text-slate-700">
        Press the button to confirm that this address is yours. It then becomes the address you sign
        in with.
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
        {confirm.isPending ? 'Confirming…' : 'Confirm my new address'}
      </Button>
    </section>
  );
}
