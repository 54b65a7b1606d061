/**
 * What each role may do, for the actions only some roles may take: one table read by the
 * server's checks (lib/services/access.ts requireCan) and by the console, which shows an action
 * only to a user who may take it (components/console/shell/use-can.ts).
 */

export type CapabilityRole = 'network' | 'brand' | 'partner';

export const CAPABILITIES = {
  'audit.read': { roles: ['network'], words: 'read the audit log' },
  'discovery.manage': { roles: ['network'], words: 'manage discovery settings' },
  'partner-collections.manage': { roles: ['network'], words: 'manage partner collections' },
  'partners.create': { roles: ['network'], words: 'create partners' },
  'partners.network-notes': { roles: ['network'], words: 'edit network_notes' },
  'partners.network-status': { roles: ['network'], words: "change partners' network status" },
  'signup-link.share': { roles: ['network'], words: 'share the sign-up link' },
  'terms.publish': { roles: ['network'], words: 'publish terms' },
  'terms.read-history': { roles: ['network'], words: 'read the terms history' },
  'users.manage': { roles: ['network'], words: 'add users' },
  'webhooks.manage': { roles: ['network'], words: 'manage webhooks' },
  'brands.create': { roles: ['network', 'brand'], words: 'create brands' },
  'partner-groups.manage': { roles: ['network', 'brand'], words: 'manage partner groups' },
  'partners.list': { roles: ['network', 'brand'], words: 'list the partners of the network' },
} as const satisfies Record<string, { roles: readonly CapabilityRole[]; words: string }>;

export type Capability = keyof typeof CAPABILITIES;

/** Whether a user of `role` may take `action`. */
export function roleCan(role: CapabilityRole, action: Capability): boolean {
  return (CAPABILITIES[action].roles as readonly CapabilityRole[]).includes(role);
}
