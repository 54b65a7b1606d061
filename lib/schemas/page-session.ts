import type { NetworkStatus, UserRole } from './enums';

/**
 * Who is signed in, as a layout resolves it on the server (lib/api/web/page-session.ts) and hands
 * it to the browser's session context.
 */

/** The console's signed-in user. */
export interface ConsoleSession {
  userId: number;
  userName: string;
  role: UserRole;
  networkId: number;
  networkName: string;
  /** The browser's address as the server saw it, for forms that record a sign-up IP. */
  clientAddress: string;
}

/** The signed-in partner user of the partner area. */
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
