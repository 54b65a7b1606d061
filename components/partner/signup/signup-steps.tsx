import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { LOCALES } from '@/lib/schemas/enums';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { CountryOptions, countryName } from '@/components/ui/options';
import { LoadingState } from '@/components/ui/states';
import { RichText } from '../../shared/rich-text';
import { localeName } from '../../shared/status-text';
import type { useSignupForm } from './use-signup-form';

type Signup = ReturnType<typeof useSignupForm>;

/** One numbered step of the sign-up form. */
export function StepSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Step 1: language and country, from the browser until changed; they decide the terms. */
export function WhereStep({ where, pick }: Pick<Signup, 'where' | 'pick'>) {
  const t = useTranslations('signup');
  return (
    <StepSection titleId="where-title" title={t('whereTitle')}>
      <p className="mt-1 text-sm text-slate-500">{t('whereHint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('language')}
          value={where?.locale ?? ''}
          onChange={(e) => pick({ locale: e.target.value })}
          disabled={!where}
        >
          {LOCALES.map((l) => (
            // Language names come from the runtime's ICU data, which differs between Node and
            // the browser: the server's text stays rather than failing hydration (#418).
            <option key={l} value={l} suppressHydrationWarning>
              {localeName(l)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('country')}
          value={where?.country ?? ''}
          onChange={(e) => pick({ country: e.target.value })}
          disabled={!where}
        >
          <CountryOptions />
        </SelectField>
      </div>
    </StepSection>
  );
}

/** Step 2: the terms that apply, and the box that accepts them. */
export function TermsStep({
  where,
  info,
  terms,
  consent,
}: Pick<Signup, 'where' | 'info' | 'terms' | 'consent'>) {
  const titleId = useId();
  const t = useTranslations('signup');
  return (
    <StepSection titleId={titleId} title={t('termsTitle')}>
      {info.isLoading || !where ? (
        <LoadingState label={t('termsLoading')} />
      ) : !terms ? (
        <p className="mt-2 text-sm text-red-800" role="alert">
          {t('noTerms')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-500" data-testid="terms-meta">
            {t('termsMeta', {
              version: terms.version,
              language: localeName(terms.locale),
              country: terms.country ? countryName(terms.country) : t('everyCountry'),
            })}
            {terms.locale !== where.locale &&
              t('termsFallback', { language: localeName(where.locale) })}
          </p>
          <div
            className="mt-3 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4"
            data-testid="signup-terms"
          >
            <RichText html={terms.content} label={t('termsLabel', { version: terms.version })} />
          </div>
          <div className="mt-3 space-y-2">
            <CheckboxField
              id={consent.id}
              label={t('accept', {
                network: info.data!.data.network_name,
                version: terms.version,
              })}
              checked={consent.agreed}
              onChange={(e) => consent.check(e.target.checked)}
              aria-invalid={consent.error ? true : undefined}
            />
            {consent.error && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {consent.error}
              </p>
            )}
          </div>
        </>
      )}
    </StepSection>
  );
}
