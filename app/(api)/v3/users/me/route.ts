import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentMe } from '@/lib/api/presenters/user';
import { MeResponse } from '@/lib/schemas/user';
import { getMe } from '@/lib/services/users';

// GET /v3/users/me (ours): the calling user, its network and the application key's prefix.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The calling user, with its network and the prefixes of its API key and the network's application key (our operation)",
    reference: 'ours',
    responses: { 200: MeResponse },
    handler: async ({ db, principal }) => ({
      body: { data: presentMe(await getMe(db, principal)) },
    }),
  }),
});
