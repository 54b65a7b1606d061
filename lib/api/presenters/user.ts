import type { NetworkUserOut, MeOut } from '@/lib/schemas/user';
import type { MeRecord, NetworkUserRecord } from '@/lib/services/users';
import { isoDateTime } from './common';

/** A user as our v3 user operations show it: never a hash, only the API key's prefix. */
export function presentNetworkUser({ user, brandIds }: NetworkUserRecord): NetworkUserOut {
  return {
    user_id: String(user.id),
    network_id: String(user.networkId),
    user_name: user.userName,
    email: user.email,
    role: user.role,
    firstname: user.firstname,
    lastname: user.lastname,
    partner_id: user.partnerId === null ? null : String(user.partnerId),
    brand_ids: brandIds.map(String),
    has_password: user.passwordHash !== null,
    api_key_prefix: user.apiKeyPrefix,
    api_key_rotated_at: isoDateTime(user.apiKeyRotatedAt),
    created_at: isoDateTime(user.createdAt),
  };
}

export function presentMe(me: MeRecord): MeOut {
  return {
    ...presentNetworkUser(me),
    network: {
      network_id: String(me.network.id),
      network_name: me.network.name,
      application_key_prefix: me.network.applicationKeyPrefix,
    },
  };
}
