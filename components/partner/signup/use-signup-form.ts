import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PartnerSignupRequestedOut } from '@/lib/schemas/signup';
import { describeError } from '@/lib/client/form-errors';
import { apiResolver } from '@/lib/client/form-resolver';
import { useSignupInfo, useSignUp } from '@/lib/client/hooks/partner-area';
import { showServerErrors } from '@/components/ui/server-errors';
import { localeFromBrowser } from '../shell/browser-locale';
import {
  AccountIn,
  EMPTY,
  FIELDS,
  accountInput,
  termsProblemOf,
  type Values,
} from './signup-values';

/** The sign-up was taken: a confirmation link is on its way to `requested.email`. */
export interface SignupDone {
  requested: z.infer<typeof PartnerSignupRequestedOut>;
}
type Where = { locale: string; country: string };

const subscribe = () => () => {};
/** The browser's language tag; null while rendering on the server. */
function useBrowserLanguage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language,
    () => null,
  );
}

/** The "I accept the terms" box and what is wrong with it. */
function useTermsConsent() {
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    id,
    agreed,
    error,
    setError,
    check: (checked: boolean) => {
      setAgreed(checked);
      if (checked) setError(null);
    },
    /** The terms changed (or turned out outdated): accept again. */
    withdraw: (message: string | null) => {
      setAgreed(false);
      setError(message);
    },
  };
}

/** The sign-up form's state: where the partner is (for the terms), the terms, the account fields, and the outcome. */
export function useSignupForm(networkId: string) {
  const browser = useBrowserLanguage();
  const [choice, setChoice] = useState<Where | null>(null);
  const where = choice ?? (browser === null ? null : localeFromBrowser(browser));
  const info = useSignupInfo(networkId, where?.locale ?? null, where?.country ?? null);
  const signUp = useSignUp(networkId);
  const resolver = useMemo(() => apiResolver<Values>(AccountIn, accountInput), []);
  const form = useForm<Values>({ defaultValues: EMPTY, resolver });
  const consent = useTermsConsent();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<SignupDone | null>(null);
  const terms = info.data?.data.terms ?? null;
  const t = useTranslations('signup');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    consent.setError(null);
    if (!where || !terms) return;
    if (!consent.agreed) {
      consent.setError(t('consentRequired'));
      document.getElementById(consent.id)?.focus();
      return;
    }
    // The selects hold plain strings; the route's schema judges them like every other field.
    const body = {
      ...accountInput(values),
      terms_id: terms.id,
      terms_accepted: true as const,
      locale: where.locale,
      country: where.country,
    } as Parameters<typeof signUp.mutateAsync>[0];
    let requested: SignupDone['requested'];
    try {
      requested = (await signUp.mutateAsync(body)).data;
    } catch (error) {
      const termsProblem = termsProblemOf(error);
      if (termsProblem) {
        consent.withdraw(t('termsChanged', { problem: termsProblem.message }));
        void info.refetch();
        return;
      }
      const split = showServerErrors(form, error, FIELDS, { focus: true });
      setFormError(split.fields.length ? split.message : describeError(error));
      return;
    }
    setDone({ requested });
    window.scrollTo({ top: 0 });
  });

  const pick = (patch: Partial<Where>) => {
    setChoice({ ...(where ?? { locale: 'en', country: 'GB' }), ...patch });
    consent.withdraw(null);
  };
  return { where, pick, info, terms, signUp, form, consent, formError, done, onSubmit };
}
