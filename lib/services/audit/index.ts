/**
 * The audit log: what a write records (record-changes.ts, collected and committed with the
 * write's webhook events by change-set.ts) and what staff read (read-audit-log.ts).
 */

export { auditEventPages, listAuditEvents, type AuditEventRecord } from './read-audit-log';
export { recordChanges, type Change } from './record-changes';
