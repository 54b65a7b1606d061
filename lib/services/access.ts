import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { CAPABILITIES, roleCan, type Capability } from '@/lib/schemas/capabilities';

/**
 * Who may do what. Role-level refusals are 'forbidden' (403 everywhere); a missing view of
 * one entity is 'forbidden_view', which v2/v3 reads render as 404.
 */

export const isStaff = (p: Principal) => p.role === 'network';

/** The calling user's own network; any other network id reads as not found. */
export function requireOwnNetwork(p: Principal, networkId: number): void {
  if (p.networkId !== networkId) throw AppError.notFound('Network');
}

export function requireStaff(p: Principal, action: string): void {
  if (!isStaff(p)) throw new AppError('forbidden', `Only network staff may ${action}`);
}

/** The capability table's rule for `action` (lib/schemas/capabilities.ts, shared with the console). */
export function requireCan(p: Principal, action: Capability): void {
  if (roleCan(p.role, action)) return;
  const { roles, words } = CAPABILITIES[action];
  const staffOnly = roles.length === 1 && roles[0] === 'network';
  throw new AppError(
    'forbidden',
    staffOnly ? `Only network staff may ${words}` : `Your account may not ${words}`,
  );
}

export function requireRole(p: Principal, roles: Principal['role'][], action: string): void {
  if (!roles.includes(p.role)) throw new AppError('forbidden', `Your account may not ${action}`);
}

/** Staff, or the partner user acting for this partner. */
export function requirePartnerAccess(p: Principal, partnerId: number): void {
  if (isStaff(p)) return;
  if (p.role === 'partner' && p.partnerId === partnerId) return;
  if (p.role === 'partner')
    throw new AppError('forbidden_view', 'You may only act for your own partner');
  throw new AppError('forbidden', 'Your account may not act for partners');
}

/** Staff, or a brand user granted this brand. */
export function canManageBrand(p: Principal, brandId: number): boolean {
  return isStaff(p) || (p.role === 'brand' && p.brandIds.includes(brandId));
}
