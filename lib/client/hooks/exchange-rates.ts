import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../api';

type Id = string | number;
const RATES = '/v3/network/{networkId}/exchange-rates';
const KEY = 'exchange-rates';

const path = (networkId: Id) => ({ networkId: String(networkId) });

/** The latest rates (an empty list, date null, when the network has none yet). */
export function useLatestExchangeRates(networkId: Id, enabled = true) {
  return useQuery({
    queryKey: [KEY, String(networkId)],
    queryFn: () => call(api.GET(RATES, { params: { path: path(networkId), query: {} } })),
    enabled,
  });
}

/** Uploads an ECB reference-rate XML file's text; the latest rates are read again after. */
export function useImportExchangeRates(networkId: Id) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (xml: string) =>
      call(api.POST(RATES, { params: { path: path(networkId) }, body: { xml } })),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
