'use client';

import Link from 'next/link';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/client/errors';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { makeQueryClient } from '@/components/ui/query-client';
import { AccountStep } from './signup-account-step';
import { SignupDone } from './signup-done';
import { SignupFrame, SignupProblem } from './signup-frame';
import { TermsStep, WhereStep } from './signup-steps';
import { useSignupForm } from './use-signup-form';

function SignupForm({ networkId }: { networkId: string }) {
  const signup = useSignupForm(networkId);
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
          <SignupProblem title="This sign-up link does not lead to a network">
            <p className="mt-2 text-sm text-slate-600">
              Check the link the network gave you, or ask the network for its sign-up link.
            </p>
          </SignupProblem>
        ) : (
          <ErrorState
            error={info.error}
            retry={() => info.refetch()}
            title="The sign-up page could not be loaded"
          />
        )}
      </SignupFrame>
    );

  const busy = signup.signUp.isPending || form.formState.isSubmitting;
  return (
    <SignupFrame network={data?.network_name}>
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {data ? `Become a partner of ${data.network_name}` : 'Become a partner'}
        </h1>
        {data && (
          <p className="text-sm text-slate-600" data-testid="approval-policy">
            {data.auto_approve_partners
              ? `${data.network_name} approves new partners at once: you can request campaigns as soon as you have confirmed your e-mail address.`
              : `${data.network_name} reviews new partners before they can request campaigns; you can prepare your profile meanwhile.`}
          </p>
        )}
      </div>
      <form
        onSubmit={signup.onSubmit}
        noValidate
        className="space-y-6"
        aria-label="Partner sign-up"
      >
        <WhereStep where={signup.where} pick={signup.pick} />
        <TermsStep where={signup.where} info={info} terms={signup.terms} consent={signup.consent} />
        <AccountStep
          form={form}
          formError={signup.formError}
          minPasswordLength={data?.password_policy.min_length ?? 8}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={busy || !signup.terms}>
            {busy ? 'Sending…' : 'Create partner account'}
          </Button>
          <span className="text-xs text-slate-500">
            We e-mail you a link: your account is created when you open it.
          </span>
        </div>
      </form>
    </SignupFrame>
  );
}

/** /signup?network=ID: the public sign-up of a network (no one is signed in). */
export function SignupPage({ networkId }: { networkId: string | null }) {
  const [queryClient] = useState(() => makeQueryClient());
  if (!networkId) {
    return (
      <SignupFrame>
        <SignupProblem title="This sign-up link is incomplete">
          <p className="mt-2 text-sm text-slate-600">
            Sign-up links name the network you are joining, like{' '}
            <code className="rounded bg-slate-100 px-1">/signup?network=12</code>. Ask the network
            for its link.
          </p>
          <Link href="/" className={`${buttonClass('secondary')} mt-4`}>
            Home
          </Link>
        </SignupProblem>
      </SignupFrame>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <SignupForm networkId={networkId} />
    </QueryClientProvider>
  );
}
