'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describeError } from '@/lib/client/form-errors';
import { useConfirmSignup } from '@/lib/client/hooks/partner-area';
import { Button, buttonClass } from '@/components/ui/button';
import { makeQueryClient } from '@/components/ui/query-client';
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
  const t = useTranslations('confirmSignup');
  if (!token)
    return (
      <SignupProblem title={t('incompleteTitle')}>
        <p className="mt-2 text-slate-700">{t('incompleteBody')}</p>
      </SignupProblem>
    );
  const created = confirm.data?.data;
  if (created) {
    const network = created.network_name;
    const approved = created.network_status === 'a';
    return (
      <section
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="signup-confirmed"
      >
        <h1 className="text-2xl font-semibold text-slate-900">
          {approved ? t('approvedTitle') : t('reviewTitle')}
        </h1>
        <p className="mt-2 text-slate-700">
          {approved ? t('approvedBody', { network }) : t('reviewBody', { network })}
        </p>
        <p className="mt-3 text-sm text-slate-500">
          {t('created', { account: created.account_name, network })}
        </p>
        <Link
          href={`/login?email=${encodeURIComponent(created.email)}&callbackUrl=%2Fpartner`}
          className={`${buttonClass('primary')} mt-5`}
        >
          {t('signIn')}
        </Link>
      </section>
    );
  }
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('body')}</p>
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
        {confirm.isPending ? t('confirming') : t('confirm')}
      </Button>
    </section>
  );
}
