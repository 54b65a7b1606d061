import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CreatedWebhookResponse,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookResponse,
  type CreateWebhookIn,
  type UpdateWebhookIn,
} from '@/lib/schemas/webhook-endpoint';
import { ApiClientError, type FieldProblem } from '../errors';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;

/**
 * The console's calls to the webhook operations (/v3/network/{networkId}/webhooks/...): same
 * origin, session cookie, answers parsed with the response schemas, errors as ApiClientError,
 * exactly as lib/client/api-client.ts does for the other operations.
 */
async function request<S extends z.ZodType>(method: string, path: string, schema: S | null, body?: unknown): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (json as { error?: { message?: string; errors?: FieldProblem[] } } | undefined)?.error;
    throw new ApiClientError(response.status, error?.message ?? `HTTP ${response.status}`, error?.errors ?? []);
  }
  return (schema ? schema.parse(json) : undefined) as z.output<S>;
}

function withQuery(path: string, query: ListParams): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const base = (networkId: Id) => `/v3/network/${networkId}/webhooks`;

export const webhooksApi = {
  list: (networkId: Id, query: ListParams = {}) => request('GET', withQuery(base(networkId), query), WebhookListResponse),
  get: (networkId: Id, webhookId: Id) => request('GET', `${base(networkId)}/${webhookId}`, WebhookResponse),
  create: (networkId: Id, input: z.input<typeof CreateWebhookIn>) => request('POST', base(networkId), CreatedWebhookResponse, input),
  update: (networkId: Id, webhookId: Id, input: z.input<typeof UpdateWebhookIn>) => request('PATCH', `${base(networkId)}/${webhookId}`, WebhookResponse, input),
  remove: (networkId: Id, webhookId: Id) => request('DELETE', `${base(networkId)}/${webhookId}`, null),
  deliveries: (networkId: Id, webhookId: Id, query: ListParams = {}) =>
    request('GET', withQuery(`${base(networkId)}/${webhookId}/deliveries`, query), WebhookDeliveryListResponse),
  redeliver: (networkId: Id, webhookId: Id, deliveryId: Id) =>
    request('POST', `${base(networkId)}/${webhookId}/deliveries/${deliveryId}/redeliver`, WebhookDeliveryResponse),
};

export function useWebhooks(networkId: Id, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.webhooks.list(networkId, params),
    queryFn: () => webhooksApi.list(networkId, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useWebhook(networkId: Id, webhookId: Id, enabled = true) {
  return useQuery({ queryKey: keys.webhooks.detail(networkId, webhookId), queryFn: () => webhooksApi.get(networkId, webhookId), enabled });
}

/** The delivery log; while something is pending it refreshes every few seconds. */
export function useWebhookDeliveries(networkId: Id, webhookId: Id, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.webhooks.deliveries(networkId, webhookId, params),
    queryFn: () => webhooksApi.deliveries(networkId, webhookId, params),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'pending') ? 3000 : false),
  });
}

export function useWebhookMutations(networkId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.webhooks.all });
  const create = useMutation({ mutationFn: (input: z.input<typeof CreateWebhookIn>) => webhooksApi.create(networkId, input), onSuccess: refresh });
  const update = useMutation({
    mutationFn: ({ webhookId, input }: { webhookId: Id; input: z.input<typeof UpdateWebhookIn> }) => webhooksApi.update(networkId, webhookId, input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (webhookId: Id) => webhooksApi.remove(networkId, webhookId), onSuccess: refresh });
  const redeliver = useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: Id; deliveryId: Id }) => webhooksApi.redeliver(networkId, webhookId, deliveryId),
    onSuccess: refresh,
  });
  return { create, update, remove, redeliver };
}
