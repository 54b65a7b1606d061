import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PublishTermsIn } from '@/lib/schemas/terms';
import { api } from '../browser-api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;

export function useTermsHistory(networkId: Id) {
  return useQuery({ queryKey: keys.terms.history(networkId), queryFn: () => api.terms.history(networkId) });
}

export function useTermsAcknowledgements(networkId: Id, params: ListParams) {
  return useQuery({
    queryKey: keys.terms.acknowledgements(networkId, params),
    queryFn: () => api.terms.acknowledgements(networkId, params),
    placeholderData: keepPreviousData,
  });
}

export function usePublishTerms(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof PublishTermsIn>) => api.terms.publish(networkId, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.terms.all }),
  });
}
