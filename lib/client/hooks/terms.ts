import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody } from '../api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;
const TERMS = '/v3/network/{networkId}/network-terms-and-conditions';

const networkPath = (networkId: Id) => ({ path: { networkId: String(networkId) } });

export function useTermsHistory(networkId: Id) {
  return useQuery({
    queryKey: keys.terms.history(networkId),
    queryFn: () => call(api.GET(TERMS, { params: networkPath(networkId) })),
  });
}

export function useTermsAcknowledgements(networkId: Id, params: ListParams) {
  return useQuery({
    queryKey: keys.terms.acknowledgements(networkId, params),
    queryFn: () =>
      call(
        api.GET('/v3/network/{networkId}/terms-acknowledgements', {
          params: { ...networkPath(networkId), query: params },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePublishTerms(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBody<typeof TERMS, 'post'>) =>
      call(api.POST(TERMS, { params: networkPath(networkId), body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.terms.all }),
  });
}
