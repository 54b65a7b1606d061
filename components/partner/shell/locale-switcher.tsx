'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { api, call } from '@/lib/client/api';
import {
  APP_LOCALES,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  isAppLocale,
  type AppLocale,
} from '@/lib/i18n/locales';
import { SelectField } from '@/components/ui/field';

const options = APP_LOCALES.map((l) => (
  <option key={l} value={l} lang={l}>
    {LOCALE_NAMES[l]}
  </option>
));

/**
 * The sign-up page's language (nobody is signed in): kept in a cookie for a year, then the
 * page renders again in it.
 */
export function SignupLocaleSwitcher() {
  const t = useTranslations('locale');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-200">
        {t('pageLabel')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={pending}
        data-testid="signup-language"
        className="rounded border border-slate-600 bg-slate-800 px-2 py-1 text-sm text-white"
        onChange={(e) => {
          if (!isAppLocale(e.target.value)) return;
          document.cookie = `${LOCALE_COOKIE}=${e.target.value}; path=/; max-age=31536000; samesite=lax`;
          startTransition(() => router.refresh());
        }}
      >
        {options}
      </select>
    </span>
  );
}

/** The partner user's language, saved on its account (PUT /v3/users/me/locale). */
export function AccountLocaleSwitcher() {
  const t = useTranslations('locale');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const save = useMutation({
    mutationFn: (next: AppLocale) =>
      call(api.PUT('/v3/users/me/locale', { body: { locale: next } })),
    onSuccess: () => startTransition(() => router.refresh()),
  });
  return (
    <div className="max-w-xs space-y-2">
      <SelectField
        label={t('label')}
        value={locale}
        disabled={save.isPending || pending}
        data-testid="account-language"
        onChange={(e) => isAppLocale(e.target.value) && save.mutate(e.target.value)}
      >
        {options}
      </SelectField>
      <p role="status" className="text-sm text-slate-600">
        {save.isError ? t('failed') : save.isSuccess && !pending ? t('saved') : ''}
      </p>
    </div>
  );
}
