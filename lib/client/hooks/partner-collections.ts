import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import { toApiClientError } from '../errors';
import type { paths } from '../generated/openapi';
import { keys } from '../query-keys';

/**
 * The partner grid on the v2 partner list: the filtered list, its CSV export, and partner
 * collections (the network's saved selections: list, create, add partners). Partner groups
 * come from hooks/partner-groups.ts.
 */

type Id = string | number;
type PublisherList = ResponseBody<'/v2/networks/{networkId}/publishers', 'get'>;
export type PublisherListQuery = NonNullable<
  paths['/v2/networks/{networkId}/publishers']['get']['parameters']['query']
>;
type CsvExport = RequestBody<'/v2/networks/{networkId}/publishers.csv', 'post'>;

const networkPath = (networkId: Id) => ({ path: { networkId: String(networkId) } });

/** Under keys.partners.all, so every partner change refreshes it; not a v1 `list`. */
const v2Keys = {
  all: [...keys.partners.all, 'v2'] as const,
  list: (networkId: Id, query: PublisherListQuery) =>
    [...keys.partners.all, 'v2', String(networkId), query] as const,
  collections: (networkId: Id) => ['partner-collections', String(networkId)] as const,
};

/** One page of the network's partners, filtered on the server (GET /v2/networks/{id}/publishers). */
export function usePartnerListV2(networkId: Id, query: PublisherListQuery) {
  return useQuery({
    queryKey: v2Keys.list(networkId, query),
    queryFn: () =>
      call(
        api.GET('/v2/networks/{networkId}/publishers', {
          params: { ...networkPath(networkId), query },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Shows a network status change at once in every cached v2 list; the returned function puts the
 * lists back (when the server refuses). The change itself is hooks/partners' useBulkPartnerStatus.
 */
export function useShowStatusAtOnce() {
  const qc = useQueryClient();
  return (ids: string[], status: string) => {
    const snapshots = qc.getQueriesData<PublisherList>({ queryKey: v2Keys.all });
    const chosen = new Set(ids);
    qc.setQueriesData<PublisherList>({ queryKey: v2Keys.all }, (old) =>
      old
        ? {
            ...old,
            publishers: old.publishers.map((p) =>
              p.id && chosen.has(p.id) ? { ...p, network_status: status as 'a' } : p,
            ),
          }
        : old,
    );
    return () => snapshots.forEach(([key, data]) => qc.setQueryData(key, data));
  };
}

/** The network's partner collections (staff only: `enabled` false for brand users). */
export function usePartnerCollections(networkId: Id, enabled = true) {
  return useQuery({
    queryKey: v2Keys.collections(networkId),
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/network/{networkId}/partner-collections', {
            params: networkPath(networkId),
          }),
        )
      ).data,
    enabled,
  });
}

function useCollectionChange<V>(networkId: Id, write: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: v2Keys.collections(networkId) }),
        qc.invalidateQueries({ queryKey: v2Keys.all }),
      ]),
  });
}

/** A new collection holding the given partners. */
export function useCreateCollection(networkId: Id) {
  return useCollectionChange(
    networkId,
    ({ name, partnerIds }: { name: string; partnerIds: string[] }) =>
      call(
        api.POST('/v2/networks/{networkId}/partner-collections', {
          params: networkPath(networkId),
          body: { name, partner_ids: partnerIds },
        }),
      ),
  );
}

/** Adds partners to a collection (those already in stay). */
export function useAddToCollection(networkId: Id) {
  return useCollectionChange(
    networkId,
    ({ collectionId, partnerIds }: { collectionId: string; partnerIds: string[] }) =>
      call(
        api.POST('/v2/networks/{networkId}/partner-collections/{collectionId}/partners', {
          params: { path: { networkId: String(networkId), collectionId } },
          body: { partner_ids: partnerIds },
        }),
      ),
  );
}

/** Downloads a Blob as a file, under the name the server gave it. */
function saveFile(blob: Blob, response: Response, fallback: string) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /v2/networks/{id}/publishers.csv with the grid's filters, saved as a download. */
export function useExportPartnersCsv(networkId: Id) {
  return useMutation({
    mutationFn: async (body: CsvExport) => {
      const { data, error, response } = await api.POST('/v2/networks/{networkId}/publishers.csv', {
        params: networkPath(networkId),
        body,
        parseAs: 'blob',
      });
      if (!response.ok) throw toApiClientError(response.status, error);
      saveFile(data as unknown as Blob, response, `partners-${networkId}.csv`);
    },
  });
}
