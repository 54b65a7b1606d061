'use client';

import { useState } from 'react';
import type { WebhookDeliveryOut } from '@/lib/schemas/webhook-endpoint';
import { describeError } from '@/lib/client/form-errors';
import { useWebhook, useWebhookDeliveries, useWebhookMutations } from '@/lib/client/hooks/webhooks';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useCan } from '@/components/console/shell/use-can';
import { FilterSelect, useFilterAndOffset } from '@/components/ui/filter-select';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { DELIVERY_STATUS_LABELS, DeliveryRows } from './delivery-rows';
import { StaffOnly } from './staff-only';
import { WebhookStatus } from './webhook-status';

const LIMIT = 25;
const CRUMBS = [
  { label: 'Console', href: '/console' },
  { label: 'Webhooks', href: '/console/webhooks' },
  { label: 'Deliveries' },
];

/** One endpoint's delivery log, newest first: status, response code, duration, attempts, and a Redeliver button. */
export function DeliveryLogPage({ webhookId }: { webhookId: string }) {
  const session = useConsoleSession();
  const staff = useCan('webhooks.manage');
  const toast = useToast();
  const { filter: status, setFilter: setStatus, offset, setOffset } = useFilterAndOffset();
  const pager = { offset, limit: LIMIT, onChange: setOffset };
  const [open, setOpen] = useState<string | null>(null);
  const webhook = useWebhook(session.networkId, webhookId, staff);
  const deliveries = useWebhookDeliveries(
    session.networkId,
    webhookId,
    { offset, limit: LIMIT, status: status || undefined },
    staff,
  );
  const { redeliver } = useWebhookMutations(session.networkId);
  const rows = deliveries.data?.data ?? [];

  if (!staff) return <StaffOnly title="Deliveries" crumbs={CRUMBS} />;
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
      <PageHeader title={<span className="break-all">{w.url}</span>} crumbs={CRUMBS}>
        <span className="flex flex-wrap items-center gap-2">
          <WebhookStatus webhook={w} />
          {w.description && <span>{w.description}</span>}
          <span className="text-slate-500">Events: {w.event_types.join(', ')}</span>
        </span>
      </PageHeader>
      <Section
        title="Delivery log"
        id="deliveries"
        description="Newest first. Each row is one event sent to this endpoint; open it for every attempt."
      >
        <FilterSelect
          label="Status"
          allLabel="Every status"
          options={Object.entries(DELIVERY_STATUS_LABELS)}
          value={status}
          onChange={setStatus}
        />
        <QueryTable
          query={deliveries}
          rows={rows}
          caption="Deliveries"
          testId="webhook-deliveries"
          columns={[
            'Event',
            'Created',
            'Status',
            'Attempts',
            'Response',
            'Duration',
            { label: 'Actions', srOnly: true },
          ]}
          empty={
            <EmptyState title="No deliveries yet">
              Events this endpoint subscribes to appear here when they happen.
            </EmptyState>
          }
        >
          {(d) => (
            <DeliveryRows
              key={d.delivery_id}
              delivery={d}
              expanded={open === d.delivery_id}
              onToggle={() => setOpen(open === d.delivery_id ? null : d.delivery_id)}
              canRedeliver={w.enabled}
              busy={redeliver.isPending}
              onRedeliver={() => resend(d)}
            />
          )}
        </QueryTable>
        {deliveries.data && rows.length > 0 && (
          <Pagination
            {...pager}
            total={deliveries.data.hypermedia.pagination.total_item_count}
            label="deliveries"
          />
        )}
      </Section>
    </div>
  );
}
