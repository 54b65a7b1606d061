import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody } from '../api';
import { keys } from '../query-keys';

type Id = string | number;
const INVOICES = '/v3/network/{networkId}/invoices';

export interface InvoiceFilters {
  status?: 'created' | 'sent' | 'paid' | 'cancelled';
  currency?: string;
}

const networkPath = (networkId: Id) => ({ networkId: String(networkId) });

/** The network's invoices (staff) or the user's brands' (brand users), newest first. */
export function useInvoices(networkId: Id, filters: InvoiceFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<
    string,
    string
  >;
  return useQuery({
    queryKey: keys.invoices.list(networkId, query),
    queryFn: () =>
      call(api.GET(INVOICES, { params: { path: networkPath(networkId), query: query as never } })),
    placeholderData: keepPreviousData,
  });
}

/** Create for a period; send, mark paid and cancel one. */
export function useInvoiceMutations(networkId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.invoices.all });
  const ids = (invoiceId: Id) => ({
    params: { path: { networkId: String(networkId), invoiceId: String(invoiceId) } },
  });
  const create = useMutation({
    mutationFn: (input: RequestBody<typeof INVOICES, 'post'>) =>
      call(api.POST(INVOICES, { params: { path: networkPath(networkId) }, body: input })),
    onSuccess: refresh,
  });
  const send = useMutation({
    mutationFn: (invoiceId: Id) =>
      call(api.POST('/v3/network/{networkId}/invoices/{invoiceId}/send', ids(invoiceId))),
    onSuccess: refresh,
  });
  const paid = useMutation({
    mutationFn: (invoiceId: Id) =>
      call(api.POST('/v3/network/{networkId}/invoices/{invoiceId}/paid', ids(invoiceId))),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (invoiceId: Id) =>
      call(api.POST('/v3/network/{networkId}/invoices/{invoiceId}/cancel', ids(invoiceId))),
    onSuccess: refresh,
  });
  return { create, send, paid, cancel };
}
