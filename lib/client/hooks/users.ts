import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody } from '../api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;
const USER = '/v3/network/{networkId}/users/{userId}';

const userPath = (networkId: Id, userId: Id) => ({
  params: { path: { networkId: String(networkId), userId: String(userId) } },
});

export function useMe() {
  return useQuery({ queryKey: keys.me, queryFn: () => call(api.GET('/v3/users/me')) });
}

/** Rotates the signed-in user's API key; the answer carries the new key, shown once. */
export function useRotateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    /** From a console session the current password is required (re-authentication). */
    mutationFn: (body: { current_password: string }) =>
      call(api.POST('/v3/users/me/api-key', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.me }),
  });
}

export function useNetworkUsers(networkId: Id, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.users.list(networkId, params),
    queryFn: () =>
      call(
        api.GET('/v3/network/{networkId}/users', {
          params: { path: { networkId: String(networkId) }, query: params },
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserMutations(networkId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.users.all });
  const create = useMutation({
    mutationFn: (input: RequestBody<'/v3/network/{networkId}/users', 'post'>) =>
      call(
        api.POST('/v3/network/{networkId}/users', {
          params: { path: { networkId: String(networkId) } },
          body: input,
        }),
      ),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ userId, input }: { userId: Id; input: RequestBody<typeof USER, 'patch'> }) =>
      call(api.PATCH(USER, { ...userPath(networkId, userId), body: input })),
    onSuccess: refresh,
  });
  const setBrands = useMutation({
    mutationFn: ({ userId, brandIds }: { userId: Id; brandIds: Id[] }) =>
      call(
        api.PUT('/v3/network/{networkId}/users/{userId}/brands', {
          ...userPath(networkId, userId),
          body: { brand_ids: brandIds.map(String) },
        }),
      ),
    onSuccess: refresh,
  });
  return { create, update, setBrands };
}

/** One network user (staff only): who an id in a history or log is. */
export function useNetworkUser(networkId: Id, userId: Id | null, enabled = true) {
  return useQuery({
    queryKey: [...keys.users.all, 'one', String(networkId), String(userId)],
    queryFn: () => call(api.GET(USER, userPath(networkId, userId ?? ''))),
    enabled: enabled && userId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
