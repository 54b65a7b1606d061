import type { CreateNetworkUserIn } from '@/lib/schemas/user';
import type { NetworkUserInput } from '@/lib/services/users';

/** A POST /v3/network/{networkId}/users body as a new user. */
export function networkUserInputOf(body: CreateNetworkUserIn): NetworkUserInput {
  return {
    userName: body.user_name,
    email: body.email,
    role: body.role,
    firstname: body.firstname,
    lastname: body.lastname,
    password: body.password,
    brandIds: body.brand_ids,
  };
}
