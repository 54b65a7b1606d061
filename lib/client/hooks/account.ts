import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../api';
import { keys } from '../query-keys';

/** Which current-user path the signed-in user uses: staff and brand users /v3/brand/user, partners /v3/partner/user. */
export type AccountSide = 'brand' | 'partner';

const PATHS = { brand: '/v3/brand/user', partner: '/v3/partner/user' } as const;
const KEY = (side: AccountSide) => ['account', side] as const;

/** The user's confirmed e-mail address and the new one waiting for confirmation, if any. */
export function useCurrentUser(side: AccountSide) {
  return useQuery({ queryKey: KEY(side), queryFn: () => call(api.GET(PATHS[side])) });
}

/** Asks to change the e-mail address: a link goes to the new one; current_password from a console session. */
export function useChangeEmail(side: AccountSide) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { emailAddress: string; current_password?: string }) =>
      call(api.PATCH(PATHS[side], { body })),
    onSuccess: (result) => qc.setQueryData(KEY(side), result),
  });
}

/** Changes the console password; every console session of the user ends, this one included. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      call(api.PUT('/v3/users/me/password', { body })),
  });
}

/** The link e-mailed to a new address: makes it the user's sign-in. */
export function useConfirmEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      call(api.POST('/v3/public/email-change-confirmations', { body: { token } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.me }),
  });
}
