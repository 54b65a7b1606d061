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
  getPublisherV2,
  listPublisherIdsV2,
  listPublishersV2,
  publisherPagesV2,
  type PublisherPart,
  type PublisherV2Record,
} from './read-publishers-v2';
export { confirmSignup, type SignedUpPartner } from './confirm-signup';
export { signUpPartner, type SignupRequested } from './request-signup';
export { getSignupInfo } from './sign-up-partner';
export { updateNetworkStatuses } from './update-network-statuses';
export { updatePartner } from './update-partner';
