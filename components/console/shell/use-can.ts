'use client';

import { roleCan, type Capability } from '@/lib/schemas/capabilities';
import { useConsoleSession } from './session-context';

/**
 * Whether the signed-in user may take `action`, by the capability table the server's checks
 * read too (lib/schemas/capabilities.ts): an action a user may not take is not shown.
 */
export function useCan(action: Capability): boolean {
  return roleCan(useConsoleSession().role, action);
}
