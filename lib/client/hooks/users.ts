import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateNetworkUserIn, UpdateNetworkUserIn } from '@/lib/schemas/user';
import { api } from '../browser-api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;

export function useMe() {
  return useQuery({ queryKey: keys.me, queryFn: () => api.users.me() });
}

/** Rotates the signed-in user's API key; the answer carries the new key, shown once. */
export function useRotateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.users.rotateMyApiKey(),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.me }),
  });
}

export function useNetworkUsers(networkId: Id, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.users.list(networkId, params),
    queryFn: () => api.users.list(networkId, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserMutations(networkId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.users.all });
  const create = useMutation({ mutationFn: (input: z.input<typeof CreateNetworkUserIn>) => api.users.create(networkId, input), onSuccess: refresh });
  const update = useMutation({
    mutationFn: ({ userId, input }: { userId: Id; input: z.input<typeof UpdateNetworkUserIn> }) => api.users.update(networkId, userId, input),
    onSuccess: refresh,
  });
  const setBrands = useMutation({
    mutationFn: ({ userId, brandIds }: { userId: Id; brandIds: Id[] }) => api.users.setBrands(networkId, userId, brandIds),
    onSuccess: refresh,
  });
  return { create, update, setBrands };
}
