'use client';

import { Fragment, useState } from 'react';
import type { WebhookDeliveryOut } from '@/lib/schemas/webhook-endpoint';
import { describeError } from '@/lib/client/form-errors';
import { formatDateTime } from '@/lib/client/format';
import { useWebhook, useWebhookDeliveries, useWebhookMutations } from '@/lib/client/hooks/webhooks';
import { isStaff, useConsoleSession } from '@/components/console/session-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, LoadingState, SkeletonRows } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { WebhookStatus } from './webhooks-page';

const LIMIT = 25;
const STATUS_TONES = { pending: 'amber', succeeded: 'green', failed: 'red' } as const;
const STATUS_LABELS = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' } as const;

function DeliveryStatus({ delivery }: { delivery: WebhookDeliveryOut }) {
  return <Badge tone={STATUS_TONES[delivery.status]}>{STATUS_LABELS[delivery.status]}</Badge>;
}

function Attempts({ delivery }: { delivery: WebhookDeliveryOut }) {
  if (!delivery.attempts.length) return <p className="text-sm text-slate-500">No attempt yet{delivery.next_attempt_at ? `; due ${formatDateTime(delivery.next_attempt_at)}` : ''}.</p>;
  return (
    <div className="space-y-2">
      <table className="min-w-full text-xs">
        <caption className="sr-only">Attempts of delivery {delivery.delivery_id}</caption>
        <thead className="text-left font-semibold uppercase text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-3">#</th>
            <th scope="col" className="px-3 py-1">When</th>
            <th scope="col" className="px-3 py-1">Response</th>
            <th scope="col" className="px-3 py-1">Duration</th>
            <th scope="col" className="px-3 py-1">Error</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {delivery.attempts.map((a, i) => (
            <tr key={a.attempt_id}>
              <td className="py-1 pr-3 tabular-nums">{i + 1}</td>
              <td className="px-3 py-1">{formatDateTime(a.created_at)}</td>
              <td className="px-3 py-1 tabular-nums">{a.response_code ?? '—'}</td>
              <td className="px-3 py-1 tabular-nums">{a.duration_ms} ms</td>
              <td className="px-3 py-1 text-slate-600">{a.error ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {delivery.status === 'pending' && delivery.next_attempt_at && <p className="text-xs text-slate-500">Next attempt due {formatDateTime(delivery.next_attempt_at)}.</p>}
      <details className="text-xs">
        <summary className="cursor-pointer text-slate-600">Body sent</summary>
        <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2">{JSON.stringify(delivery.event, null, 2)}</pre>
      </details>
    </div>
  );
}

/** One endpoint's delivery log, newest first: status, response code, duration, attempts, and a Redeliver button. */
export function DeliveryLogPage({ webhookId }: { webhookId: string }) {
  const session = useConsoleSession();
  const staff = isStaff(session);
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const webhook = useWebhook(session.networkId, webhookId, staff);
  const deliveries = useWebhookDeliveries(session.networkId, webhookId, { offset, limit: LIMIT, status: status || undefined }, staff);
  const { redeliver } = useWebhookMutations(session.networkId);
  const rows = deliveries.data?.data ?? [];
  const crumbs = [{ label: 'Console', href: '/console' }, { label: 'Webhooks', href: '/console/webhooks' }, { label: 'Deliveries' }];

  if (!staff) {
    return (
      <div className="space-y-6">
        <PageHeader title="Deliveries" crumbs={crumbs} />
        <EmptyState title="Only network staff manage webhooks" />
      </div>
    );
  }
  if (webhook.isError) return <ErrorState error={webhook.error} retry={() => webhook.refetch()} />;
  if (!webhook.data) return <LoadingState />;
  const w = webhook.data.data;

  async function resend(delivery: WebhookDeliveryOut) {
    try {
      await redeliver.mutateAsync({ webhookId, deliveryId: delivery.delivery_id });
      toast(`${delivery.event.type} is being sent again as a new delivery.`);
      setOffset(0);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title={<span className="break-all">{w.url}</span>} crumbs={crumbs}>
        <span className="flex flex-wrap items-center gap-2">
          <WebhookStatus webhook={w} />
          {w.description && <span>{w.description}</span>}
          <span className="text-slate-500">Events: {w.event_types.join(', ')}</span>
        </span>
      </PageHeader>
      <Section title="Delivery log" id="deliveries" description="Newest first. Each row is one event sent to this endpoint; open it for every attempt.">
        <SelectField label="Status" className="mb-4 max-w-xs" value={status} onChange={(e) => { setStatus(e.target.value); setOffset(0); }}>
          <option value="">Every status</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {deliveries.isError ? (
          <ErrorState error={deliveries.error} retry={() => deliveries.refetch()} />
        ) : (
          <DataTable
            caption="Deliveries"
            testId="webhook-deliveries"
            columns={['Event', 'Created', 'Status', 'Attempts', 'Response', 'Duration', { label: 'Actions', srOnly: true }]}
            after={!deliveries.isLoading && rows.length === 0 && <EmptyState title="No deliveries yet">Events this endpoint subscribes to appear here when they happen.</EmptyState>}
          >
            {deliveries.isLoading ? (
              <SkeletonRows columns={7} />
            ) : (
              rows.map((d) => {
                const last = d.attempts.at(-1);
                const expanded = open === d.delivery_id;
                return (
                  <Fragment key={d.delivery_id}>
                    <tr>
                      <td className="py-2 pr-3">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          onClick={() => setOpen(expanded ? null : d.delivery_id)}
                          className="text-left font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                        >
                          <code>{d.event.type}</code>
                        </button>
                        <span className="block text-xs text-slate-500">{d.event.id}</span>
                      </td>
                      <td className="px-3 py-2">{formatDateTime(d.created_at)}</td>
                      <td className="px-3 py-2">
                        <DeliveryStatus delivery={d} />
                      </td>
                      <td className="px-3 py-2 tabular-nums">{d.attempt_count}</td>
                      <td className="px-3 py-2 tabular-nums">{d.last_response_code ?? '—'}</td>
                      <td className="px-3 py-2 tabular-nums">{last ? `${last.duration_ms} ms` : '—'}</td>
                      <td className="px-3 py-2 text-right">
                        <Button size="sm" onClick={() => resend(d)} disabled={redeliver.isPending || !w.enabled} title={w.enabled ? undefined : 'Enable the webhook to redeliver'}>
                          Redeliver
                        </Button>
                      </td>
                    </tr>
                    {expanded && (
                      <tr>
                        <td colSpan={7} className="bg-slate-50/50 px-3 py-3">
                          <Attempts delivery={d} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </DataTable>
        )}
        {deliveries.data && rows.length > 0 && (
          <Pagination offset={offset} limit={LIMIT} total={deliveries.data.hypermedia.pagination.total_item_count} onChange={setOffset} label="deliveries" />
        )}
      </Section>
    </div>
  );
}
