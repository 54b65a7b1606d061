import { apiRoute, endpoint } from '@/lib/api/http/route';
import { ChangePasswordIn } from '@/lib/schemas/user';
import { changeOwnPassword } from '@/lib/services/users';

// PUT /v3/users/me/password (ours): the caller changes its console password, giving the
// current one. Every console session of the user ends, the calling one included; the API
// key keeps working.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  PUT: endpoint({
    summary:
      "Change the calling user's console password; every console session of the user ends (our operation)",
    reference: 'ours',
    responses: { 204: null },
    body: ChangePasswordIn,
    handler: async ({ db, principal, body }) => {
      await changeOwnPassword(db, principal, body.current_password, body.new_password);
      return { status: 204 };
    },
  }),
});
