import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import { keys } from '../query-keys';

/** A campaign's custom terms, brand side: list, create, delete, and which partners they apply to. */

type Id = string | number;

const LIST = '/campaign/{campaign_id}/custom_terms';
const ONE = '/campaign/{campaign_id}/custom_terms/{custom_terms_id}';
const ASSOCIATION = '/campaign/{campaign_id}/custom_terms/{custom_terms_id}/association';

export type CustomTerms = ResponseBody<typeof LIST, 'get'>['custom_terms'][number];
export type CreateCustomTermsInput = RequestBody<typeof LIST, 'post'>;

const termsKey = (campaignId: Id) => ['custom-terms', String(campaignId)] as const;
const onePath = (campaignId: Id, termsId: Id) => ({
  params: { path: { campaign_id: String(campaignId), custom_terms_id: String(termsId) } },
});

/** Where the browser downloads the terms as a file (the session cookie signs the request). */
export const customTermsDownloadUrl = (campaignId: Id, termsId: Id) =>
  `/campaign/${encodeURIComponent(String(campaignId))}/custom_terms/${encodeURIComponent(String(termsId))}?download=true`;

export function useCustomTerms(campaignId: Id) {
  return useQuery({
    queryKey: termsKey(campaignId),
    queryFn: async () =>
      (await call(api.GET(LIST, { params: { path: { campaign_id: String(campaignId) } } })))
        .custom_terms,
  });
}

/** After a change: the terms, the campaign (its general terms) and its partner lists (their terms). */
function useRefresh(campaignId: Id) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: termsKey(campaignId) }),
      qc.invalidateQueries({ queryKey: keys.campaigns.detail(campaignId) }),
      qc.invalidateQueries({ queryKey: keys.campaigns.partnersOf(campaignId) }),
    ]);
}

export function useCreateCustomTerms(campaignId: Id) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: (body: CreateCustomTermsInput) =>
      call(api.POST(LIST, { params: { path: { campaign_id: String(campaignId) } }, body })),
    onSuccess: refresh,
  });
}

export function useDeleteCustomTerms(campaignId: Id) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: (termsId: Id) => call(api.DELETE(ONE, onePath(campaignId, termsId))),
    onSuccess: refresh,
  });
}

/** Sets which partners partner terms apply to: adds the new ones, removes the ones left out. */
export function useSetCustomTermsPartners(campaignId: Id) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: async ({
      termsId,
      before,
      after,
    }: {
      termsId: Id;
      before: string[];
      after: string[];
    }) => {
      const added = after.filter((id) => !before.includes(id));
      const removed = before.filter((id) => !after.includes(id));
      if (added.length)
        await call(
          api.POST(ASSOCIATION, { ...onePath(campaignId, termsId), body: { publisher_id: added } }),
        );
      if (removed.length)
        await call(
          api.DELETE(ASSOCIATION, {
            ...onePath(campaignId, termsId),
            body: { publisher_id: removed },
          }),
        );
      return { added: added.length, removed: removed.length };
    },
    onSettled: refresh,
  });
}
