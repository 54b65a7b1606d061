import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SignupLocaleSwitcher } from '../shell/locale-switcher';

/**
 * The public sign-up page's frame: the network's name, the page's language, a way to sign in
 * instead, and the main landmark.
 */
export function SignupFrame({ network, children }: { network?: string; children: ReactNode }) {
  const t = useTranslations('signup');
  return (
    <div className="min-h-screen">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <span className="flex items-center gap-2 font-semibold">
            <span aria-hidden className="inline-block h-6 w-6 rounded bg-brand" />
            {network ? t('frameJoin', { network }) : t('frameTitle')}
          </span>
          <span className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
            <SignupLocaleSwitcher />
            <Link
              href="/login?callbackUrl=%2Fpartner"
              className="text-sm text-slate-200 hover:text-white hover:underline"
            >
              {t('signIn')}
            </Link>
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}

/** Why the sign-up cannot start (a link without a network, or one to no network). */
export function SignupProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm" role="alert">
      <h1 className="text-lg font-semibold">{title}</h1>
      {children}
    </div>
  );
}
