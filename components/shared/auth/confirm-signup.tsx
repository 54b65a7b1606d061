'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useConfirmSignup } from '@/lib/client/hooks/partner-area';
import { buttonClass } from '@/components/ui/button';
import { OwnQueryClient } from '@/components/ui/own-query-client';
import { SignupProblem } from '@/components/partner/signup/signup-frame';
import { CARD, ConfirmByButton } from './confirm-by-button';

const HEADING = 'text-2xl font-semibold text-slate-900';

/**
 * The page the confirmation e-mail links to (nobody is signed in, so it brings its own
 * React Query client, like the sign-up page). It confirms only when the person presses the
 * button (a mail scanner opening the link confirms nothing); then the partner account exists
 * and the partner can sign in.
 */
export function ConfirmSignup({ token }: { token: string | null }) {
  return (
    <OwnQueryClient>
      <ConfirmSignupStep token={token} />
    </OwnQueryClient>
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
      <section className={CARD} data-testid="signup-confirmed">
        <h1 className={HEADING}>{approved ? t('approvedTitle') : t('reviewTitle')}</h1>
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
    <ConfirmByButton
      heading={t('title')}
      headingClass={HEADING}
      mutation={confirm}
      label={t('confirm')}
      pendingLabel={t('confirming')}
      onConfirm={() => confirm.mutate(token)}
      spent={
        <Link href="/login?callbackUrl=%2Fpartner" className={buttonClass('secondary')}>
          {t('spentSignIn')}
        </Link>
      }
    >
      {t('body')}
    </ConfirmByButton>
  );
}
