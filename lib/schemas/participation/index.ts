/**
 * Participation shapes: requests.ts (a partner asking to join, a network deciding),
 * network-partners.ts (invite / reject by list or filter), decisions.ts (their answers),
 * v3.ts (a partner's participations), discovery.ts (v2), campaign-terms.ts (v3 custom terms
 * and acknowledgements), campaign-partners.ts (the brand's side).
 */
export * from './campaign-partners';
export * from './campaign-terms';
export * from './decisions';
export * from './discovery';
export * from './network-partners';
export * from './requests';
export * from './v3';
