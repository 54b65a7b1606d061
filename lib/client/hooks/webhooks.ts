import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody } from '../api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;
const WEBHOOKS = '/v3/network/{networkId}/webhooks';
const WEBHOOK = '/v3/network/{networkId}/webhooks/{webhookId}';

const networkPath = (networkId: Id) => ({ networkId: String(networkId) });
const webhookIds = (networkId: Id, webhookId: Id) => ({
  networkId: String(networkId),
  webhookId: String(webhookId),
});
const webhookPath = (networkId: Id, webhookId: Id) => ({
  params: { path: webhookIds(networkId, webhookId) },
});

export function useWebhooks(networkId: Id, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.webhooks.list(networkId, params),
    queryFn: () =>
      call(api.GET(WEBHOOKS, { params: { path: networkPath(networkId), query: params } })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useWebhook(networkId: Id, webhookId: Id, enabled = true) {
  return useQuery({
    queryKey: keys.webhooks.detail(networkId, webhookId),
    queryFn: () => call(api.GET(WEBHOOK, webhookPath(networkId, webhookId))),
    enabled,
  });
}

/** The delivery log; while something is pending it refreshes every few seconds. */
export function useWebhookDeliveries(
  networkId: Id,
  webhookId: Id,
  params: ListParams,
  enabled = true,
) {
  return useQuery({
    queryKey: keys.webhooks.deliveries(networkId, webhookId, params),
    queryFn: () =>
      call(
        api.GET('/v3/network/{networkId}/webhooks/{webhookId}/deliveries', {
          params: { path: webhookIds(networkId, webhookId), query: params },
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.status === 'pending') ? 3000 : false,
  });
}

interface WebhookUpdate {
  webhookId: Id;
  input: RequestBody<typeof WEBHOOK, 'patch'>;
}

export function useWebhookMutations(networkId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.webhooks.all });
  const create = useMutation({
    mutationFn: (input: RequestBody<typeof WEBHOOKS, 'post'>) =>
      call(api.POST(WEBHOOKS, { params: { path: networkPath(networkId) }, body: input })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ webhookId, input }: WebhookUpdate) =>
      call(api.PATCH(WEBHOOK, { ...webhookPath(networkId, webhookId), body: input })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (webhookId: Id) => call(api.DELETE(WEBHOOK, webhookPath(networkId, webhookId))),
    onSuccess: refresh,
  });
  const redeliver = useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: Id; deliveryId: Id }) =>
      call(
        api.POST('/v3/network/{networkId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver', {
          params: { path: { ...webhookIds(networkId, webhookId), deliveryId: String(deliveryId) } },
        }),
      ),
    onSuccess: refresh,
  });
  return { create, update, remove, redeliver };
}
