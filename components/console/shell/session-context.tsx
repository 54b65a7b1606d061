'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ConsoleSession } from '@/lib/schemas/page-session';

export type { ConsoleSession };

const SessionContext = createContext<ConsoleSession | null>(null);

export function SessionProvider({
  session,
  children,
}: {
  session: ConsoleSession;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useConsoleSession(): ConsoleSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useConsoleSession outside the console layout');
  return session;
}

export const isStaff = (s: ConsoleSession) => s.role === 'network';
