'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/client/errors';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ToastProvider } from '@/components/ui/toast';
import { SessionProvider, type ConsoleSession } from './session-context';

function makeQueryClient(onSessionEnded: () => void) {
  // A 401 means the session ended (or was signed out elsewhere).
  const onError = (error: unknown) => {
    if (error instanceof ApiClientError && error.status === 401) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
      },
    },
  });
}

const ROLE_LABELS = { network: 'Network staff', brand: 'Brand user', partner: 'Partner user' } as const;

interface NavItem {
  href: string;
  label: string;
  roles: ConsoleSession['role'][];
  /** Other paths that belong to this section (a campaign belongs to its brand). */
  also?: string[];
}

const NAV: NavItem[] = [
  { href: '/console', label: 'Overview', roles: ['network', 'brand', 'partner'] },
  { href: '/console/partners', label: 'Partners', roles: ['network', 'brand'] },
  { href: '/console/brands', label: 'Brands', roles: ['network', 'brand'], also: ['/console/campaigns'] },
  { href: '/console/terms', label: 'Terms', roles: ['network'] },
  { href: '/console/audit', label: 'Audit log', roles: ['network'] },
  { href: '/console/webhooks', label: 'Webhooks', roles: ['network'] },
  { href: '/console/settings', label: 'Settings', roles: ['network', 'brand', 'partner'] },
];

function Nav({ role }: { role: ConsoleSession['role'] }) {
  const pathname = usePathname();
  const active = (item: NavItem) =>
    item.href === '/console' ? pathname === item.href : [item.href, ...(item.also ?? [])].some((prefix) => pathname.startsWith(prefix));
  return (
    <nav aria-label="Console" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6">
        {NAV.filter((item) => item.roles.includes(role)).map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active(item) ? 'page' : undefined}
              className={`block border-b-2 px-3 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
                active(item) ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
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

/** The console frame: header with the network and the user, navigation, and the data providers. */
export function ConsoleShell({ session, children }: { session: ConsoleSession; children: ReactNode }) {
  const [sessionEnded, setSessionEnded] = useState(false);
  const [queryClient] = useState(() => makeQueryClient(() => setSessionEnded(true)));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <ToastProvider>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
            Skip to content
          </a>
          <header className="bg-slate-900 text-white">
            <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <Link href="/console" className="flex items-center gap-2 rounded font-semibold focus-visible:outline-2 focus-visible:outline-white">
                <span aria-hidden className="inline-block h-6 w-6 rounded bg-brand" />
                <span data-testid="network-name">{session.networkName}</span>
              </Link>
              <div className="flex items-center gap-4 text-sm">
                <span className="text-right leading-tight">
                  <span className="block font-medium" data-testid="user-name">
                    {session.userName}
                  </span>
                  <span className="block text-xs text-slate-300">{ROLE_LABELS[session.role]}</span>
                </span>
                <SignOutButton />
              </div>
            </div>
          </header>
          <Nav role={session.role} />
          {sessionEnded && (
            <div role="alert" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">
              Your session has ended.{' '}
              <Link href="/login" className="font-medium underline">
                Sign in again
              </Link>{' '}
              to continue.
            </div>
          )}
          <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
            {children}
          </main>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
