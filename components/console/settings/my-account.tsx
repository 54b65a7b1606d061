'use client';

import { useTranslations } from 'next-intl';
import { useMe } from '@/lib/client/hooks/users';
import { Section } from '@/components/ui/page-header';
import type { AccountSide } from '@/lib/client/hooks/account';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

/**
 * "My account": the signed-in user changes its e-mail address (confirmed by a link sent to the
 * new one) and its console password. The console (staff and brand users) and the partner profile
 * page both show it.
 */
export function MyAccount({ side, callbackUrl }: { side: AccountSide; callbackUrl: string }) {
  const t = useTranslations('account');
  const me = useMe();
  return (
    <section aria-labelledby="my-account-title" className="space-y-3">
      <h2 id="my-account-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('emailTitle')} id="account-email" description={t('emailDescription')}>
          <ChangeEmailForm side={side} />
        </Section>
        <Section
          title={t('passwordTitle')}
          id="account-password"
          description={t('passwordDescription')}
        >
          <ChangePasswordForm email={me.data?.data.email} callbackUrl={callbackUrl} />
        </Section>
      </div>
    </section>
  );
}
