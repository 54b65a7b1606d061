/**
 * The console overview's dashboard: the last 30 days against the 30 before (clicks, conversions,
 * revenue and commission per currency), a daily series, and the work waiting (partner requests,
 * conversions pending review, claims). Decisions: docs/api-decisions.md#console-dashboard-ours.
 */

export { readDashboard } from './read-dashboard';
