import { z } from 'zod';
import { email, entityId, requiredText, text } from './fields';
import { AssignableRole, UserRole } from './enums';
import { PaginationOut } from './pagination';

/**
 * Network users and API keys (our v3 operations, not in the Partnerize reference): the
 * network's staff manage its staff and brand users; every user reads itself and rotates its
 * own API key. Partner users are made with their partner (POST /user) and only listed here.
 */

const brandIds = () => z.array(entityId()).max(1000);

/** POST /v3/network/{networkId}/users. Without a password the user has API access only. */
export const CreateNetworkUserIn = z.strictObject({
  user_name: requiredText(100),
  email: email(),
  role: AssignableRole,
  firstname: text(100).nullable().optional(),
  lastname: text(100).nullable().optional(),
  /** Console password; the server refuses short and common ones. */
  password: z.string().max(256).optional(),
  /** Brands granted to a brand user. */
  brand_ids: brandIds().optional(),
});
export type CreateNetworkUserIn = z.output<typeof CreateNetworkUserIn>;

/** PATCH /v3/network/{networkId}/users/{userId}: absent fields stay as they are. */
export const UpdateNetworkUserIn = z.strictObject({
  role: AssignableRole.optional(),
  firstname: text(100).nullable().optional(),
  lastname: text(100).nullable().optional(),
});
export type UpdateNetworkUserIn = z.output<typeof UpdateNetworkUserIn>;

/** PUT /v3/network/{networkId}/users/{userId}/brands: the brand user's complete set of grants. */
export const SetUserBrandsIn = z.strictObject({ brand_ids: brandIds() });
export type SetUserBrandsIn = z.output<typeof SetUserBrandsIn>;

/** Filters of the user list: one role, and a case-insensitive search of user name and e-mail. */
export const NetworkUsersQuery = z.object({
  role: UserRole.optional(),
  q: z.string().trim().max(100).optional(),
});
export type NetworkUsersQuery = z.output<typeof NetworkUsersQuery>;

const str = z.string();
const nstr = z.string().nullable();

export const NetworkUserOut = z
  .object({
    user_id: str,
    network_id: str,
    user_name: str,
    email: str,
    role: UserRole,
    firstname: nstr,
    lastname: nstr,
    /** Partner users: the partner they act for. */
    partner_id: nstr,
    /** Brand users: the brands granted to them. */
    brand_ids: z.array(str),
    /** Whether the user can sign in to the console. */
    has_password: z.boolean(),
    /** The first characters of the API key, to tell keys apart; the key itself is never stored. */
    api_key_prefix: str,
    api_key_rotated_at: str,
    created_at: str,
  })
  .meta({ id: 'NetworkUser' });
export type NetworkUserOut = z.infer<typeof NetworkUserOut>;

export const NetworkUserListResponse = z.object({
  data: z.array(NetworkUserOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});
export const NetworkUserResponse = z.object({ data: NetworkUserOut });
export const CreatedNetworkUserResponse = z.object({
  data: NetworkUserOut.extend({
    user_api_key: str.meta({ description: 'Shown once: only its hash is stored' }),
  }),
});

/** GET /v3/users/me: the caller, with its network and the application key's prefix. */
export const MeOut = NetworkUserOut.extend({
  network: z.object({
    network_id: str,
    network_name: str,
    /** Only the prefix is stored: the full application key was shown once, when it was issued. */
    application_key_prefix: str,
  }),
});
export type MeOut = z.infer<typeof MeOut>;
export const MeResponse = z.object({ data: MeOut });

/**
 * Body of POST /v3/users/me/api-key. From a console session the current password is required
 * (re-authentication before minting a key); with HTTP Basic it is not needed.
 */
export const RotateApiKeyIn = z.strictObject({
  current_password: z.string().max(256).optional(),
});
export type RotateApiKeyIn = z.output<typeof RotateApiKeyIn>;

/** Body of PUT /v3/users/me/password: ends every console session of the user. */
export const ChangePasswordIn = z.strictObject({
  current_password: z.string().max(256),
  new_password: z.string().max(256),
});
export type ChangePasswordIn = z.output<typeof ChangePasswordIn>;

/** POST /v3/users/me/api-key: the new key, shown once; the old one stops working at once. */
export const RotatedApiKeyResponse = z.object({
  data: z.object({
    user_api_key: str.meta({ description: 'Shown once: only its hash is stored' }),
    api_key_prefix: str,
    api_key_rotated_at: str,
  }),
});
