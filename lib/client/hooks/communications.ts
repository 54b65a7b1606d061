'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * Communications (docs/communications.md): the network's messages to its partners, the summary
 * of what went out, the placeholders a message may hold, how many partners a draft would reach,
 * and the writes (draft, send now, cancel a scheduled one). Staff only.
 */

type Id = string | number;
export type Communication = ResponseBody<'/v2/communications', 'get'>['communications'][number];
export type CommunicationSummaryRow = ResponseBody<
  '/v2/communications/summary',
  'get'
>['summary'][number];
/** A draft as the console writes it: its fields and its HTML. */
export type CommunicationDraft = Omit<
  RequestBody<'/v2/communications', 'post'>,
  'html' | 'unlayer_json'
> & { html: string };
export type Placeholder = ResponseBody<
  '/v2/communication-placeholders',
  'get'
>['placeholders'][number];

/** Summary rows per page (the list itself comes whole: the API does not page it). */
export const SUMMARY_PAGE = 100;
const ALL = ['communications'] as const;
const idPath = (id: Id) => ({ params: { path: { id: String(id) } } });

/** Every communication of the network, newest first. */
export function useCommunications() {
  return useQuery({
    queryKey: [...ALL, 'list'],
    queryFn: () => call(api.GET('/v2/communications')),
  });
}

/** Sent communications with what went out (sent, unsubscribes), a page at a time. */
export function useCommunicationSummary(offset = 0, limit = SUMMARY_PAGE) {
  return useQuery({
    queryKey: [...ALL, 'summary', offset, limit],
    queryFn: () =>
      call(api.GET('/v2/communications/summary', { params: { query: { offset, limit } } })),
    placeholderData: keepPreviousData,
  });
}

export function useCommunicationPlaceholders() {
  return useQuery({
    queryKey: [...ALL, 'placeholders'],
    queryFn: () => call(api.GET('/v2/communication-placeholders')),
    staleTime: Infinity,
  });
}

/** Counts afresh (never from the cache) how many partners a saved communication would reach. */
export function useCountRecipients() {
  const qc = useQueryClient();
  return async (id: Id): Promise<number> =>
    (
      await qc.fetchQuery({
        queryKey: [...ALL, 'recipient-count', String(id)],
        queryFn: () => call(api.GET('/v2/communications/{id}/recipient-count', idPath(id))),
        staleTime: 0,
      })
    ).count;
}

/** Reads a communication's stored HTML afresh, for editing a draft. */
export function useLoadCommunicationText() {
  const qc = useQueryClient();
  return async (id: Id): Promise<string> =>
    (
      await qc.fetchQuery({
        queryKey: [...ALL, 'content', String(id)],
        queryFn: () => call(api.GET('/v2/communications/{id}/content', idPath(id))),
        staleTime: 0,
      })
    ).html;
}

/**
 * Saves a draft: creates it, or changes an existing one (its fields, then its HTML). Answers the
 * communication as stored.
 */
export function useSaveCommunication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      draft,
    }: {
      id: Id | null;
      draft: CommunicationDraft;
    }): Promise<Communication> => {
      if (id === null)
        return (await call(api.POST('/v2/communications', { body: draft }))).communication;
      const { html, ...fields } = draft;
      const saved = await call(api.PUT('/v2/communications/{id}', { ...idPath(id), body: fields }));
      await call(api.PUT('/v2/communications/{id}/content', { ...idPath(id), body: { html } }));
      return saved.communication;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Sends a draft now. */
export function useSendCommunication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) =>
      call(
        api.POST('/v2/communications/{id}/send', {
          ...idPath(id),
          body: { send_date: 'immediately' },
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** A scheduled communication goes back to draft. */
export function useCancelCommunication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => call(api.DELETE('/v2/communications/{id}/cancel', idPath(id))),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Deletes a draft. */
export function useDeleteCommunication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => call(api.DELETE('/v2/communications/{id}', idPath(id))),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}
