'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { makeQueryClient } from './query-client';
import { ToastProvider } from './toast';

/** The width of a frame's rows, as a Tailwind class (`max-w-7xl`). */
type Width = string;

interface AppHeaderProps {
  width: Width;
  /** Where the network's name leads. */
  home: string;
  /** Beside the brand mark: the network's name. */
  title: ReactNode;
  /** Who is signed in, in bold on the right. */
  user: ReactNode;
  userTestId: string;
  /** The line below the user's name. */
  detail: ReactNode;
  /** The user's side drops below the title when the row is narrow. */
  wrap?: boolean;
  /** After the user's name: the sign-out button. */
  actions: ReactNode;
}

/** The dark bar on top: the network's name home, who is signed in, and the actions (Sign out). */
export function AppHeader({
  width,
  home,
  title,
  user,
  userTestId,
  detail,
  wrap = false,
  actions,
}: AppHeaderProps) {
  return (
    <header className="bg-slate-900 text-white">
      <div
        className={`mx-auto flex ${width} ${wrap ? 'flex-wrap' : ''}items-center justify-between gap-4 px-4 py-3 sm:px-6`}
      >
        <Link
          href={home}
          className="flex items-center gap-2 rounded font-semibold focus-visible:outline-2 focus-visible:outline-white"
        >
          <span aria-hidden className="inline-block h-6 w-6 rounded bg-brand" />
          {title}
        </Link>
        <div className="flex items-center gap-4 text-sm">
          <span className="text-right leading-tight">
            <span className="block font-medium" data-testid={userTestId}>
              {user}
            </span>
            {detail}
          </span>
          {actions}
        </div>
      </div>
    </header>
  );
}

export interface TabNavItem {
  href: string;
  label: string;
  /** A lucide-react icon shown before the label (decorative: the label names the link). */
  icon?: LucideIcon;
  /** Other paths that belong to this section (a campaign belongs to its brand). */
  also?: string[];
}

/**
 * The row of section links below the header. The first item is the area's home: it is current on
 * its own path only; any other item on its path and below.
 */
export function TabNav({
  label,
  items,
  width,
  nowrap = false,
}: {
  label: string;
  items: TabNavItem[];
  width: Width;
  nowrap?: boolean;
}) {
  const pathname = usePathname();
  const home = items[0]?.href;
  const active = (item: TabNavItem) =>
    item.href === home
      ? pathname === item.href
      : [item.href, ...(item.also ?? [])].some((prefix) => pathname.startsWith(prefix));
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white">
      <ul className={`mx-auto flex ${width} gap-1 overflow-x-auto px-4 sm:px-6`}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active(item) ? 'page' : undefined}
              className={`flex items-center gap-1.5 ${nowrap ? 'whitespace-nowrap' : ''}border-b-2 px-3 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
                active(item)
                  ? 'border-brand text-brand'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {item.icon && <item.icon aria-hidden className="h-4 w-4 shrink-0" />}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface AppFrameProps {
  width: Width;
  /** The area's session provider, between the query client and the toasts. */
  session: (children: ReactNode) => ReactNode;
  header: ReactNode;
  nav?: ReactNode;
  /** Where "Sign in again" leads once the session has ended. */
  signInHref: string;
  /** Below the navigation, above the page. */
  notice?: ReactNode;
  children: ReactNode;
}

/** A signed-in area's page frame: the data and toast providers, skip link, header, navigation and main landmark. */
export function AppFrame({
  width,
  session,
  header,
  nav,
  signInHref,
  notice,
  children,
}: AppFrameProps) {
  const [sessionEnded, setSessionEnded] = useState(false);
  const [queryClient] = useState(() => makeQueryClient(() => setSessionEnded(true)));
  return (
    <QueryClientProvider client={queryClient}>
      {session(
        <ToastProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
          >
            Skip to content
          </a>
          {header}
          {nav}
          {sessionEnded && (
            <div
              role="alert"
              className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900"
            >
              Your session has ended.{' '}
              <Link href={signInHref} className="font-medium underline">
                Sign in again
              </Link>{' '}
              to continue.
            </div>
          )}
          {notice}
          <main id="main" className={`mx-auto min-w-0 ${width} px-4 py-6 sm:px-6`}>
            {children}
          </main>
        </ToastProvider>,
      )}
    </QueryClientProvider>
  );
}
