import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody } from '../api';

type Id = string | number;
const PATH = '/v2/networks/{networkId}/marketplace/settings/advertisers';
const KEY = (networkId: Id) => ['discovery-settings', String(networkId)] as const;

export type DiscoverySettingsBody = RequestBody<typeof PATH, 'put'>;

/** Every brand of the network with its campaigns' discovery settings, test-mode and hidden ones included. */
export function useDiscoverySettings(networkId: Id) {
  return useQuery({
    queryKey: KEY(networkId),
    queryFn: () =>
      call(
        api.GET(PATH, {
          params: {
            path: { networkId: String(networkId) },
            query: { show_test_mode: 'true', show_hidden: 'true' },
          },
        }),
      ),
  });
}

/** Saves the settings of the brands and campaigns the body names. */
export function useSaveDiscoverySettings(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscoverySettingsBody) =>
      call(api.PUT(PATH, { params: { path: { networkId: String(networkId) } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY(networkId) }),
  });
}
