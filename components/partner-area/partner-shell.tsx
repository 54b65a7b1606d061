'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { StatusBadge } from '@/components/ui/badge';
import { ToastProvider } from '@/components/ui/toast';
import { makePartnerQueryClient } from './query-client';
import { PartnerSessionProvider, useLivePartner, type PartnerSession, type TermsGateInfo } from './session-context';
import { StatusNotice } from './status-notice';
import { TermsGate } from './terms-gate';

const NAV = [
  { href: '/partner', label: 'Overview' },
  { href: '/partner/discover', label: 'Find campaigns' },
  { href: '/partner/campaigns', label: 'My campaigns' },
  { href: '/partner/profile', label: 'Profile' },
  { href: '/partner/websites', label: 'Websites' },
  { href: '/partner/databases', label: 'Databases' },
];

function Nav() {
  const pathname = usePathname();
  const active = (href: string) => (href === '/partner' ? pathname === href : pathname.startsWith(href));
  return (
    <nav aria-label="Partner area" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {NAV.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active(item.href) ? 'page' : undefined}
              className={`block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
                active(item.href) ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Header({ session }: { session: PartnerSession }) {
  const live = useLivePartner();
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/partner" className="flex items-center gap-2 rounded font-semibold focus-visible:outline-2 focus-visible:outline-white">
          <span aria-hidden className="inline-block h-6 w-6 rounded bg-brand" />
          <span>
            <span data-testid="network-name">{session.networkName}</span>
            <span className="ml-2 text-xs font-normal text-slate-300">Partner area</span>
          </span>
        </Link>
        <div className="flex items-center gap-4 text-sm">
          <span className="text-right leading-tight">
            <span className="block font-medium" data-testid="partner-name">
              {live.accountName}
            </span>
            <span className="mt-0.5 flex items-center justify-end gap-1 text-xs text-slate-300">
              <span className="sr-only">Network status:</span>
              <span data-testid="partner-status">
                <StatusBadge status={live.networkStatus} />
              </span>
            </span>
          </span>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}

/** A one-line reminder on every page while the partner is not approved on the network. */
function StatusBanner() {
  const live = useLivePartner();
  const pathname = usePathname();
  if (live.networkStatus === 'a' || pathname === '/partner') return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <StatusNotice status={live.networkStatus} network={live.session.networkName} compact />
    </div>
  );
}

/** The partner area's frame: header with partner, network and status; navigation; the terms gate first when due. */
export function PartnerShell({ session, gate, children }: { session: PartnerSession; gate: TermsGateInfo | null; children: ReactNode }) {
  const [sessionEnded, setSessionEnded] = useState(false);
  const [queryClient] = useState(() => makePartnerQueryClient(() => setSessionEnded(true)));
  return (
    <QueryClientProvider client={queryClient}>
      <PartnerSessionProvider session={session}>
        <ToastProvider>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
            Skip to content
          </a>
          <Header session={session} />
          {!gate && <Nav />}
          {sessionEnded && (
            <div role="alert" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">
              Your session has ended.{' '}
              <Link href="/login?callbackUrl=%2Fpartner" className="font-medium underline">
                Sign in again
              </Link>{' '}
              to continue.
            </div>
          )}
          {!gate && <StatusBanner />}
          <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
            {gate ? <TermsGate gate={gate} /> : children}
          </main>
        </ToastProvider>
      </PartnerSessionProvider>
    </QueryClientProvider>
  );
}
