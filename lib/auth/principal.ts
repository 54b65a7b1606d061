import type { UserRole } from '@/lib/schemas/enums';

/** Who is acting: resolved once per request, passed to every service call. */
export interface Principal {
  userId: number;
  networkId: number;
  role: UserRole;
  userName: string;
  /** For partner users: the partner they act for. */
  partnerId: number | null;
  /** For brand users: the brands granted to them. */
  brandIds: number[];
  /** How the request was authenticated. */
  via: 'basic' | 'session' | 'system';
}
