'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { usePartner } from '@/lib/client/hooks/partners';

export type NetworkStatus = 'a' | 'p' | 'r' | 'n';

/** The signed-in partner user, as the /partner layout resolved it on the server. */
export interface PartnerSession {
  userId: number;
  userName: string;
  /** The partner the user acts for; every page works on this partner only. */
  partnerId: string;
  accountName: string;
  networkStatus: NetworkStatus;
  networkId: number;
  networkName: string;
}

/** Network terms the partner must accept before anything else (the layout's gate). */
export interface TermsGateInfo {
  termsId: string;
  version: number;
  locale: string;
  country: string | null;
  content: string;
  /** The partner's last acceptance, when there was one. */
  previous: { version: number; locale: string; country: string | null; at: string } | null;
}

const Context = createContext<PartnerSession | null>(null);

export function PartnerSessionProvider({ session, children }: { session: PartnerSession; children: ReactNode }) {
  return <Context.Provider value={session}>{children}</Context.Provider>;
}

export function usePartnerSession(): PartnerSession {
  const session = useContext(Context);
  if (!session) throw new Error('usePartnerSession outside the partner layout');
  return session;
}

/**
 * The partner's name and network status: live from the API once the partner record is loaded
 * (staff may change the status meanwhile), else as the layout saw them.
 */
export function useLivePartner() {
  const session = usePartnerSession();
  const partner = usePartner(session.partnerId);
  const p = partner.data?.publisher;
  return {
    session,
    partner,
    accountName: p?.account_name ?? session.accountName,
    networkStatus: (p?.network_status ?? session.networkStatus) as NetworkStatus,
  };
}
