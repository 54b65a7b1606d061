import { CurrentUserIn, CurrentUserResponse } from '@/lib/schemas/current-user';
import { readCurrentUser, updateOwnEmail, type CurrentUserSide } from '@/lib/services/users';
import { endpoint, type AnyMethodSpec } from '../http/endpoint';
import { presentCurrentUser } from '../presenters/current-user';

/**
 * The current-user operations, the same on /v3/brand/user (staff and brand users) and
 * /v3/partner/user (partner users): PATCH (the reference) starts an e-mail address change that
 * the link e-mailed to the new address confirms; GET (ours) reads the same state.
 */
export function currentUserEndpoints(
  side: CurrentUserSide,
  path: string,
): { GET: AnyMethodSpec; PATCH: AnyMethodSpec } {
  const who = side === 'brand' ? 'network staff and brand users' : 'partner users';
  return {
    GET: endpoint({
      summary: `The calling user's e-mail address and whether a new one waits for confirmation, for ${who} (our operation)`,
      reference: 'ours',
      responses: { 200: CurrentUserResponse },
      handler: async ({ db, principal }) => ({
        body: { data: presentCurrentUser(await readCurrentUser(db, principal, side)) },
      }),
    }),
    PATCH: endpoint({
      summary: `Change the calling user's e-mail address, for ${who}: unverified until the link e-mailed to it is used`,
      reference: `partnerize-current-user PATCH ${path}`,
      body: CurrentUserIn,
      responses: { 200: CurrentUserResponse },
      handler: async ({ db, principal, body }) => ({
        body: {
          data: presentCurrentUser(
            await updateOwnEmail(db, principal, side, {
              email: body.emailAddress,
              currentPassword: body.current_password,
            }),
          ),
        },
      }),
    }),
  };
}
