'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Who is signed in, as the console layout resolved it on the server. */
export interface ConsoleSession {
  userId: number;
  userName: string;
  role: 'network' | 'brand' | 'partner';
  networkId: number;
  networkName: string;
  /** The browser's address as the server saw it, for forms that record a sign-up IP. */
  clientAddress: string;
}

const SessionContext = createContext<ConsoleSession | null>(null);

export function SessionProvider({ session, children }: { session: ConsoleSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useConsoleSession(): ConsoleSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useConsoleSession outside the console layout');
  return session;
}

export const isStaff = (s: ConsoleSession) => s.role === 'network';
