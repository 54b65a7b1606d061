'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
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
  /** Before the network's name: the phone menu's button. */
  menu?: ReactNode;
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
  menu,
}: AppHeaderProps) {
  return (
    <header className="bg-slate-900 text-white">
      <div
        className={`mx-auto flex ${width} ${wrap ? 'flex-wrap' : ''}items-center justify-between gap-4 px-4 py-3 sm:px-6`}
      >
        <div className="flex min-w-0 items-center gap-3">
          {menu}
          <Link
            href={home}
            className="flex items-center gap-2 rounded font-semibold focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden className="inline-block h-6 w-6 shrink-0 rounded bg-brand" />
            {title}
          </Link>
        </div>
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

interface AppFrameProps {
  width: Width;
  /** The area's session provider, between the query client and the toasts. */
  session: (children: ReactNode) => ReactNode;
  header: ReactNode;
  /** Beside the page on wider screens: the side navigation (the header holds the phone menu). */
  nav?: ReactNode;
  /** Where "Sign in again" leads once the session has ended. */
  signInHref: string;
  /** Below the navigation, above the page. */
  notice?: ReactNode;
  /** The frame's own words in the area's language (English when not given). */
  words?: FrameWords;
  children: ReactNode;
}

export interface FrameWords {
  skipToContent: string;
  /** "Your session has ended. <link>Sign in again</link> to continue.", split at the link. */
  sessionEnded: string;
  signInAgain: string;
  toContinue: string;
}

const ENGLISH: FrameWords = {
  skipToContent: 'Skip to content',
  sessionEnded: 'Your session has ended.',
  signInAgain: 'Sign in again',
  toContinue: 'to continue.',
};

/** A signed-in area's page frame: the data and toast providers, skip link, header, side navigation and main landmark. */
export function AppFrame({
  width,
  session,
  header,
  nav,
  signInHref,
  notice,
  words = ENGLISH,
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
            {words.skipToContent}
          </a>
          {header}
          {sessionEnded && (
            <div
              role="alert"
              className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900"
            >
              {words.sessionEnded}{' '}
              <Link href={signInHref} className="font-medium underline">
                {words.signInAgain}
              </Link>{' '}
              {words.toContinue}
            </div>
          )}
          {notice}
          <div className={`mx-auto flex ${width} gap-6 px-4 sm:px-6`}>
            {nav}
            <main id="main" className="min-w-0 flex-1 py-6">
              {children}
            </main>
          </div>
        </ToastProvider>,
      )}
    </QueryClientProvider>
  );
}
