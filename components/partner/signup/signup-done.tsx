import { useTranslations } from 'next-intl';
import type { SignupDone as Props } from './use-signup-form';

/**
 * After the sign-up form: the partner is not created yet. A link to confirm the e-mail
 * address is on its way; the account exists, and can sign in, once it is used.
 */
export function SignupDone({ requested }: Props) {
  const t = useTranslations('signup');
  return (
    <section
      aria-labelledby="signup-done-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="signup-done"
    >
      <h1 id="signup-done-title" className="text-2xl font-semibold text-slate-900">
        {t('doneTitle')}
      </h1>
      <p className="mt-2 text-slate-700" data-testid="signup-outcome">
        {t.rich('doneBody', {
          email: requested.email,
          network: requested.network_name,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p className="mt-3 text-sm text-slate-500">{t('doneHint')}</p>
    </section>
  );
}
