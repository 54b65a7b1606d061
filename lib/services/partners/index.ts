// Partners of a network: creation (ops 2, 3 and the public sign-up), reads and lists (op 4),
// network status (op 5) and the profile (op 14).

export type { PartnerRecord, PartnerRow } from './internal';
export { countPartnerParticipations, getPartner, listPartners, type ParticipationCounts } from './reads';
export { createPartner } from './create';
export type { CreatedPartnerUser } from './logins';
export { createPartnerWithUser } from './with-user';
export { createPartnerWithUserBySignup, type SignupPartnerUserIn } from './signup';
export { updateNetworkStatuses } from './status';
export { updatePartner } from './profile';
