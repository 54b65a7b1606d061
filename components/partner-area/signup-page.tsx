'use client';

import Link from 'next/link';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { signIn } from 'next-auth/react';
import { LOCALES } from '@/lib/schemas/enums';
import { PROMOTIONAL_METHODS, VERTICALS } from '@/lib/schemas/reference';
import { PartnerSignupIn, type PartnerSignupOut } from '@/lib/schemas/signup';
import { ApiClientError } from '@/lib/client/errors';
import { describeError, fieldNameOf, splitServerError } from '@/lib/client/form-errors';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { useSignupInfo, useSignUp } from '@/lib/client/hooks/partner-area';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckboxField, FormError, SelectField, TextField } from '@/components/ui/field';
import { CountryOptions, ReferenceOptions, countryName } from '@/components/ui/options';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { localeFromBrowser } from './browser-locale';
import { makeQueryClient } from '@/components/ui/query-client';
import { RichText } from './rich-text';
import { localeName, signupOutcome } from './status-text';

const FIELDS = ['account_name', 'company_name', 'firstname', 'lastname', 'email', 'password', 'phone', 'address1', 'postcode', 'vertical', 'promotional_method'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

/** The account part of the body, validated by the route's own schema (the terms part is checked beside it). */
const AccountIn = PartnerSignupIn.pick({
  account_name: true,
  company_name: true,
  firstname: true,
  lastname: true,
  email: true,
  password: true,
  phone: true,
  address1: true,
  postcode: true,
  vertical: true,
  promotional_method: true,
});
const accountInput = (v: Values) => ({
  account_name: v.account_name.trim(),
  company_name: blankTo(v.company_name, undefined),
  firstname: v.firstname.trim(),
  lastname: v.lastname.trim(),
  email: v.email.trim(),
  password: v.password,
  phone: v.phone.trim(),
  address1: v.address1.trim(),
  postcode: v.postcode.trim(),
  vertical: v.vertical || undefined,
  promotional_method: v.promotional_method || undefined,
});
const TERMS_FIELDS = new Set(['terms_id', 'terms_accepted', 'locale', 'country']);

const subscribe = () => () => {};
/** The browser's language tag; null while rendering on the server. */
function useBrowserLanguage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language,
    () => null,
  );
}

function Frame({ network, children }: { network?: string; children: React.ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <span className="flex items-center gap-2 font-semibold">
            <span aria-hidden className="inline-block h-6 w-6 rounded bg-brand" />
            {network ? `Join ${network}` : 'Partner sign-up'}
          </span>
          <Link href="/login?callbackUrl=%2Fpartner" className="text-sm text-slate-200 hover:text-white hover:underline">
            Already a partner? Sign in
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}

function Done({ created, email, signedIn }: { created: PartnerSignupOut; email: string; signedIn: boolean }) {
  const outcome = signupOutcome(created.network_status, created.network_name);
  const approved = created.network_status === 'a';
  return (
    <section aria-labelledby="signup-done-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm" data-testid="signup-done">
      <p className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${approved ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'}`}>
        {approved ? 'Approved' : 'Pending review'}
      </p>
      <h1 id="signup-done-title" className="mt-2 text-2xl font-semibold text-slate-900">
        {outcome.title}
      </h1>
      <p className="mt-2 text-slate-700" data-testid="signup-outcome">
        {outcome.body}
      </p>
      <p className="mt-3 text-sm text-slate-500">
        Your partner account “{created.account_name}” was created on {created.network_name}, and you accepted its terms (version {created.terms.version}). We sent a welcome e-mail to {email}.
      </p>
      <div className="mt-5">
        {signedIn ? (
          <Link href="/partner" className={buttonClass('primary')}>
            Go to your partner area
          </Link>
        ) : (
          <Link href={`/login?email=${encodeURIComponent(email)}&callbackUrl=%2Fpartner`} className={buttonClass('primary')}>
            Sign in to your partner area
          </Link>
        )}
      </div>
    </section>
  );
}

function SignupForm({ networkId }: { networkId: string }) {
  const browser = useBrowserLanguage();
  const [choice, setChoice] = useState<{ locale: string; country: string } | null>(null);
  const where = choice ?? (browser === null ? null : localeFromBrowser(browser));
  const info = useSignupInfo(networkId, where?.locale ?? null, where?.country ?? null);
  const signUp = useSignUp(networkId);
  const resolver = useMemo(() => apiResolver<Values>(AccountIn, accountInput), []);
  const form = useForm<Values>({ defaultValues: EMPTY, resolver });
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ created: PartnerSignupOut; email: string; signedIn: boolean } | null>(null);
  const acceptId = useId();
  const termsTitleId = useId();
  const errors = form.formState.errors;
  const data = info.data?.data;
  const terms = data?.terms ?? null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setTermsError(null);
    if (!where || !terms) return;
    if (!agreed) {
      setTermsError('Read the terms and tick the box to accept them: you cannot join without accepting them.');
      document.getElementById(acceptId)?.focus();
      return;
    }
    // The selects hold plain strings; the route's schema judges them like every other field.
    const body = { ...accountInput(values), terms_id: terms.id, terms_accepted: true as const, locale: where.locale, country: where.country } as z.input<typeof PartnerSignupIn>;
    let created: PartnerSignupOut;
    try {
      created = (await signUp.mutateAsync(body)).data;
    } catch (error) {
      const termsProblem = error instanceof ApiClientError ? error.fields.find((f) => TERMS_FIELDS.has(fieldNameOf(f.property))) : undefined;
      if (termsProblem) {
        setAgreed(false);
        setTermsError(`${termsProblem.message}. The current version is shown above: read it and accept it again.`);
        void info.refetch();
        return;
      }
      const split = splitServerError(error, FIELDS);
      for (const f of split.fields) form.setError(f.name as Field, { type: 'server', message: f.message }, { shouldFocus: true });
      setFormError(split.fields.length ? split.message : describeError(error));
      return;
    }
    let signedIn = false;
    try {
      const result = await signIn('credentials', { email: body.email, password: body.password, redirect: false });
      signedIn = Boolean(result?.ok && !result.error);
    } catch {
      signedIn = false;
    }
    setDone({ created, email: body.email, signedIn });
    window.scrollTo({ top: 0 });
  });

  if (done) return <Frame network={done.created.network_name}><Done {...done} /></Frame>;
  if (info.isError) {
    const missing = info.error instanceof ApiClientError && info.error.status === 404;
    return (
      <Frame>
        {missing ? (
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm" role="alert">
            <h1 className="text-lg font-semibold">This sign-up link does not lead to a network</h1>
            <p className="mt-2 text-sm text-slate-600">Check the link the network gave you, or ask the network for its sign-up link.</p>
          </div>
        ) : (
          <ErrorState error={info.error} retry={() => info.refetch()} title="The sign-up page could not be loaded" />
        )}
      </Frame>
    );
  }

  const pick = (patch: Partial<{ locale: string; country: string }>) => {
    setChoice({ ...(where ?? { locale: 'en', country: 'GB' }), ...patch });
    setAgreed(false);
    setTermsError(null);
  };
  const err = (f: Field) => errors[f]?.message;

  return (
    <Frame network={data?.network_name}>
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{data ? `Become a partner of ${data.network_name}` : 'Become a partner'}</h1>
        {data && (
          <p className="text-sm text-slate-600" data-testid="approval-policy">
            {data.auto_approve_partners
              ? `${data.network_name} approves new partners at once: you can request campaigns as soon as you have signed up.`
              : `${data.network_name} reviews new partners before they can request campaigns; you can prepare your profile meanwhile.`}
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Partner sign-up">
        <section aria-labelledby="where-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="where-title" className="text-base font-semibold text-slate-900">
            1. Your language and country
          </h2>
          <p className="mt-1 text-sm text-slate-500">Taken from your browser; change them if they are not right. They decide which terms apply to you.</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <SelectField label="Language" value={where?.locale ?? ''} onChange={(e) => pick({ locale: e.target.value })} disabled={!where}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {localeName(l)}
                </option>
              ))}
            </SelectField>
            <SelectField label="Country" value={where?.country ?? ''} onChange={(e) => pick({ country: e.target.value })} disabled={!where}>
              <CountryOptions />
            </SelectField>
          </div>
        </section>

        <section aria-labelledby={termsTitleId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id={termsTitleId} className="text-base font-semibold text-slate-900">
            2. The network&apos;s terms
          </h2>
          {info.isLoading || !where ? (
            <LoadingState label="Loading the terms…" />
          ) : !terms ? (
            <p className="mt-2 text-sm text-red-800" role="alert">
              This network has no terms a new partner could accept, so it cannot take sign-ups yet. Please contact the network.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-500" data-testid="terms-meta">
                Version {terms.version} · {localeName(terms.locale)} · {terms.country ? countryName(terms.country) : 'every country'}
                {terms.locale !== where.locale && ` (no terms in ${localeName(where.locale)} yet: these apply to you)`}
              </p>
              <div className="mt-3 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4" data-testid="signup-terms">
                <RichText html={terms.content} label={`Terms, version ${terms.version}`} />
              </div>
              <div className="mt-3 space-y-2">
                <CheckboxField
                  id={acceptId}
                  label={`I have read and accept the terms of ${data!.network_name} (version ${terms.version})`}
                  checked={agreed}
                  onChange={(e) => {
                    setAgreed(e.target.checked);
                    if (e.target.checked) setTermsError(null);
                  }}
                  aria-invalid={termsError ? true : undefined}
                />
                {termsError && (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {termsError}
                  </p>
                )}
              </div>
            </>
          )}
        </section>

        <section aria-labelledby="account-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="account-title" className="text-base font-semibold text-slate-900">
            3. Your account
          </h2>
          <div className="mt-4 space-y-4">
            <FormError message={formError} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Account name" hint="Your name on the network, shown to brands; also your user name." autoComplete="username" error={err('account_name')} {...form.register('account_name')} />
              <TextField label="Company name (optional)" autoComplete="organization" error={err('company_name')} {...form.register('company_name')} />
              <TextField label="First name" autoComplete="given-name" error={err('firstname')} {...form.register('firstname')} />
              <TextField label="Last name" autoComplete="family-name" error={err('lastname')} {...form.register('lastname')} />
              <TextField label="E-mail" type="email" hint="You sign in with it." autoComplete="email" error={err('email')} {...form.register('email')} />
              <TextField
                label="Password"
                type="password"
                hint={`At least ${data?.password_policy.min_length ?? 8} characters; common passwords are refused.`}
                autoComplete="new-password"
                error={err('password')}
                {...form.register('password')}
              />
              <TextField label="Phone" type="tel" autoComplete="tel" error={err('phone')} {...form.register('phone')} />
              <TextField label="Address" autoComplete="street-address" error={err('address1')} {...form.register('address1')} />
              <TextField label="Postcode" autoComplete="postal-code" error={err('postcode')} {...form.register('postcode')} />
              <SelectField label="Sector (optional)" error={err('vertical')} {...form.register('vertical')}>
                <option value="">Choose later</option>
                <ReferenceOptions list={VERTICALS} />
              </SelectField>
              <SelectField label="How you promote (optional)" error={err('promotional_method')} {...form.register('promotional_method')}>
                <option value="">Choose later</option>
                <ReferenceOptions list={PROMOTIONAL_METHODS} />
              </SelectField>
            </div>
          </div>
        </section>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={signUp.isPending || form.formState.isSubmitting || !terms}>
            {signUp.isPending || form.formState.isSubmitting ? 'Creating your account…' : 'Create partner account'}
          </Button>
          <span className="text-xs text-slate-500">You are signed in straight away.</span>
        </div>
      </form>
    </Frame>
  );
}

/** /signup?network=ID: the public sign-up of a network (no one is signed in). */
export function SignupPage({ networkId }: { networkId: string | null }) {
  const [queryClient] = useState(() => makeQueryClient());
  if (!networkId) {
    return (
      <Frame>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm" role="alert">
          <h1 className="text-lg font-semibold">This sign-up link is incomplete</h1>
          <p className="mt-2 text-sm text-slate-600">
            Sign-up links name the network you are joining, like <code className="rounded bg-slate-100 px-1">/signup?network=12</code>. Ask the network for its link.
          </p>
          <Link href="/" className={`${buttonClass('secondary')} mt-4`}>
            Home
          </Link>
        </div>
      </Frame>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <SignupForm networkId={networkId} />
    </QueryClientProvider>
  );
}
