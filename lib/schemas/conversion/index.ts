/**
 * Conversion shapes: fields.ts (text pattern, amounts, date-times), record.ts (recording one
 * conversion, the v3 record), bulk-update.ts (the bulk update body), status-update.ts (the v1
 * status update body), report.ts (the partner report).
 */
export * from './bulk-update';
export * from './record';
export * from './report';
export * from './status-update';
export * from './review';
