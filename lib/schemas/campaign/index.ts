/**
 * Campaign shapes: values.ts (closed value sets and field builders), extra-fields.ts (the
 * fields kept in campaigns.extra and their defaults), requests.ts (bodies and queries),
 * record.ts (the v1 Campaign record and bodies), custom-terms.ts, v3.ts (the v3 brand item).
 */
export * from './custom-terms';
export * from './extra-fields';
export * from './record';
export * from './requests';
export * from './v3';
