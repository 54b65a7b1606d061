export { runPendingFraudChecks, pendingFraudChecks } from './check-conversion';
export { scanAllNetworks, scanNetwork } from './scan-volumes';
export { setFraudWaker } from './wake';
export { DEFAULT_RULES, rulesFor, type FraudRule } from './rules';
export { METRIC_WORDS } from './words';
export type { IncidentRow } from './raise-incident';
export {
  aggregateIncidents,
  deleteIncident,
  getIncident,
  incidentConversions,
  incidentHold,
  listIncidentsAcross,
  incidentsPerDay,
  type IncidentAcross,
  incidentMetrics,
  incidentPartners,
  listIncidents,
  type Incident,
  type IncidentFilters,
  type IncidentPage,
} from './incidents';
export { rejectIncidentPartner, releaseIncidentHold, setIncidentConversions } from './actions';
export { listWhitelistedPartners, removeWhitelistedPartner, whitelistPartner } from './whitelist';
export {
  createPaidSearchViolation,
  deletePaidSearchViolation,
  listPaidSearchViolations,
  type PaidSearchViolationRow,
} from './paid-search';
export {
  listFraudRules,
  resetFraudRule,
  setFraudRule,
  WINDOWED_METRICS,
  type RuleSetting,
} from './rule-settings';
export { partnerOpenHolds } from './partner-holds';
