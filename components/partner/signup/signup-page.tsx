'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/errors';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { OwnQueryClient } from '@/components/ui/own-query-client';
import { AccountStep } from './signup-account-step';
import { SignupDone } from './signup-done';
import { SignupFrame, SignupProblem } from './signup-frame';
import { TermsStep, WhereStep } from './signup-steps';
import { useSignupForm } from './use-signup-form';

function SignupForm({ networkId }: { networkId: string }) {
  const signup = useSignupForm(networkId);
  const t = useTranslations('signup');
  const { info, done, form } = signup;
  const data = info.data?.data;

  if (done)
    return (
      <SignupFrame network={done.requested.network_name}>
        <SignupDone {...done} />
      </SignupFrame>
    );
  if (info.isError)
    return (
      <SignupFrame>
        {info.error instanceof ApiClientError && info.error.status === 404 ? (
          <SignupProblem title={t('noNetworkTitle')}>
            <p className="mt-2 text-sm text-slate-600">{t('noNetworkBody')}</p>
          </SignupProblem>
        ) : (
          <ErrorState error={info.error} retry={() => info.refetch()} title={t('loadFailed')} />
        )}
      </SignupFrame>
    );

  // The form shows once the network is known: its name, policy and terms would push it down.
  if (info.isLoading)
    return (
      <SignupFrame>
        <LoadingState label={t('loading')} />
      </SignupFrame>
    );

  const busy = signup.signUp.isPending || form.formState.isSubmitting;
  return (
    <SignupFrame network={data?.network_name}>
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {data ? t('titleNetwork', { network: data.network_name }) : t('title')}
        </h1>
        {data && (
          <p className="text-sm text-slate-600" data-testid="approval-policy">
            {t(data.auto_approve_partners ? 'autoApprove' : 'review', {
              network: data.network_name,
            })}
          </p>
        )}
      </div>
      <form onSubmit={signup.onSubmit} noValidate className="space-y-6" aria-label={t('formLabel')}>
        <WhereStep where={signup.where} pick={signup.pick} />
        <TermsStep where={signup.where} info={info} terms={signup.terms} consent={signup.consent} />
        <AccountStep
          form={form}
          formError={signup.formError}
          minPasswordLength={data?.password_policy.min_length ?? 8}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={busy || !signup.terms}>
            {busy ? t('sending') : t('submit')}
          </Button>
          <span className="text-xs text-slate-500">{t('submitHint')}</span>
        </div>
      </form>
    </SignupFrame>
  );
}

/** /signup?network=ID: the public sign-up of a network (no one is signed in). */
export function SignupPage({ networkId }: { networkId: string | null }) {
  const t = useTranslations('signup');
  if (!networkId) {
    return (
      <SignupFrame>
        <SignupProblem title={t('incompleteTitle')}>
          <p className="mt-2 text-sm text-slate-600">
            {t.rich('incompleteBody', {
              example: (chunks) => <code className="rounded bg-slate-100 px-1">{chunks}</code>,
            })}
          </p>
          <Link href="/" className={`${buttonClass('secondary')} mt-4`}>
            {t('home')}
          </Link>
        </SignupProblem>
      </SignupFrame>
    );
  }
  return (
    <OwnQueryClient>
      <SignupForm networkId={networkId} />
    </OwnQueryClient>
  );
}
