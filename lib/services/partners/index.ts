/**
 * Partners (publishers) of a network: creation (by staff and by public sign-up), reads and
 * lists, network status, the profile, and the partner's websites and databases.
 */

export { createPartner } from './create-partner';
export { createPartnerWithUser } from './create-partner-with-user';
export {
  createDatabases,
  getDatabase,
  listDatabases,
  updateDatabases,
  type DatabaseRow,
} from './partner-databases';
export type { CreatedPartnerUser } from './partner-logins';
export type { PartnerRecord } from './partner-record';
export {
  createWebsites,
  getWebsite,
  listWebsites,
  updateWebsites,
  type WebsiteRow,
} from './partner-websites';
export {
  countPartnerParticipations,
  getPartner,
  getPartnerWithContacts,
  listPartners,
} from './read-partners';
export {
  getPartnerV2,
  listPartnerIdsV2,
  listPartnersV2,
  partnerPagesV2,
  type PartnerV2Part,
  type PartnerV2Record,
} from './read-partners-v2';
export { confirmSignup } from './confirm-signup';
export { signUpPartner } from './request-signup';
export { getSignupInfo } from './sign-up-partner';
export { updateNetworkStatuses } from './update-network-statuses';
export { updatePartner } from './update-partner';
export { getBrandPartnerProfile, type BrandPartnerProfile } from './brand-partner-profile';
