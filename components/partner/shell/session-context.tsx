'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { usePartner } from '@/lib/client/hooks/partners';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { PartnerSession, TermsGateInfo } from '@/lib/schemas/page-session';

export type { PartnerSession, TermsGateInfo };
export type NetworkStatus = PartnerSession['networkStatus'];

const Context = createContext<PartnerSession | null>(null);

export function PartnerSessionProvider({
  session,
  children,
}: {
  session: PartnerSession;
  children: ReactNode;
}) {
  return <Context.Provider value={session}>{children}</Context.Provider>;
}

export function usePartnerSession(): PartnerSession {
  const session = useContext(Context);
  if (!session) throw new Error('usePartnerSession outside the partner layout');
  return session;
}

/**
 * The partner's name and network status: live from the API once the partner record is loaded
 * (staff may change the status meanwhile), else as the layout saw them. Until the page has
 * hydrated the record reads as still loading, as the server rendered it: the shell's query can
 * answer before a lazily loaded page hydrates (React error #418).
 */
export function useLivePartner() {
  const session = usePartnerSession();
  const query = usePartner(session.partnerId);
  const hydrated = useHydrated();
  const partner = hydrated
    ? query
    : ({ ...query, data: undefined, isLoading: true } as typeof query);
  const p = partner.data?.publisher;
  return {
    session,
    partner,
    accountName: p?.account_name ?? session.accountName,
    networkStatus: (p?.network_status ?? session.networkStatus) as NetworkStatus,
  };
}
