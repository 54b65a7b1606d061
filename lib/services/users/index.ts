/**
 * Users: creating one (with its API key), signing in and resolving who a request is, key
 * rotation, and the network's users as its staff manage them (roles and brand grants).
 */

export { authenticateByKeys, principalForUser, verifyLogin } from './authenticate-user';
export { createNetworkUser, type NetworkUserInput } from './create-network-user';
export { createUser } from './create-user';
export { forgetCachedPrincipals } from './principal-cache';
export {
  getMe,
  getNetworkUser,
  listNetworkUsers,
  type MeRecord,
  type NetworkUserRecord,
} from './read-network-users';
export { rotateApiKey, rotateOwnApiKey } from './rotate-api-key';
export { setUserBrands, updateNetworkUser } from './update-network-user';
export { isKnownSignInAddress, rememberSignInAddress } from './sign-in-addresses';
export { currentSessionVersion, endSessions, principalForSession } from './sessions';
export { changeOwnPassword } from './change-password';
export {
  readCurrentUser,
  updateOwnEmail,
  type CurrentUserSide,
  type CurrentUserState,
} from './update-own-email';
export { confirmEmailChange } from './confirm-email-change';
export { readOwnLocale, setOwnLocale } from './own-locale';
