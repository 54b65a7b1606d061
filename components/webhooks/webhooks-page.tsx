'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { WebhookOut } from '@/lib/schemas/webhook-endpoint';
import { describeError } from '@/lib/client/form-errors';
import { formatDateTime, plural } from '@/lib/client/format';
import { useWebhookMutations, useWebhooks } from '@/lib/client/hooks/webhooks';
import { isStaff, useConsoleSession } from '@/components/console/session-context';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { SecretValue } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, SkeletonRows } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { WebhookForm, type CreatedWebhook } from './webhook-form';

const LIMIT = 25;

export function WebhookStatus({ webhook }: { webhook: WebhookOut }) {
  if (webhook.enabled) return <Badge tone="green">Enabled</Badge>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="red">Disabled</Badge>
      {webhook.disabled_reason && <span className="text-xs text-slate-500">{webhook.disabled_reason}</span>}
    </span>
  );
}

/** The network's webhook endpoints (staff only): add one, enable or disable it, delete it, open its delivery log. */
export function WebhooksPage() {
  const session = useConsoleSession();
  const staff = isStaff(session);
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const webhooks = useWebhooks(session.networkId, { offset, limit: LIMIT }, staff);
  const { update, remove } = useWebhookMutations(session.networkId);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookOut | null>(null);
  const rows = webhooks.data?.data ?? [];

  const crumbs = [{ label: 'Console', href: '/console' }, { label: 'Webhooks' }];
  if (!staff) {
    return (
      <div className="space-y-6">
        <PageHeader title="Webhooks" crumbs={crumbs} />
        <EmptyState title="Only network staff manage webhooks" />
      </div>
    );
  }

  async function setEnabled(webhook: WebhookOut, enabled: boolean) {
    try {
      await update.mutateAsync({ webhookId: webhook.webhook_id, input: { enabled } });
      toast(enabled ? `${webhook.url} is enabled again.` : `${webhook.url} is disabled: no events are sent to it.`);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.webhook_id);
      toast(`${deleting.url} was deleted.`);
      setDeleting(null);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Webhooks"
        crumbs={crumbs}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Add webhook
          </Button>
        }
      >
        Signed HTTP POSTs to your systems when partners, participations, brands, campaigns, conversions and jobs change. Failed deliveries are retried with
        exponential backoff; an endpoint that keeps failing is disabled.
      </PageHeader>
      <Section title="Endpoints" id="webhooks">
        {webhooks.isError ? (
          <ErrorState error={webhooks.error} retry={() => webhooks.refetch()} />
        ) : (
          <DataTable
            caption="Webhook endpoints"
            testId="webhooks"
            columns={['Endpoint', 'Events', 'Status', 'Failures in a row', { label: 'Actions', srOnly: true }]}
            after={
              !webhooks.isLoading && rows.length === 0 && (
                <EmptyState
                  title="No webhooks yet"
                  action={
                    <Button variant="primary" onClick={() => setAdding(true)}>
                      Add webhook
                    </Button>
                  }
                >
                  Add an endpoint to be told about changes as they happen.
                </EmptyState>
              )
            }
          >
            {webhooks.isLoading ? (
              <SkeletonRows columns={5} />
            ) : (
              rows.map((w) => (
                <tr key={w.webhook_id}>
                  <td className="max-w-md py-2 pr-3">
                    <Link href={`/console/webhooks/${w.webhook_id}`} className="block break-all font-medium text-brand hover:underline">
                      {w.url}
                    </Link>
                    <span className="text-xs text-slate-500">
                      {w.description ? `${w.description} · ` : ''}added {formatDateTime(w.created_at)}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <span title={w.event_types.join(', ')}>{plural(w.event_types.length, 'event type')}</span>
                  </td>
                  <td className="px-3 py-2">
                    <WebhookStatus webhook={w} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">{w.consecutive_failures}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <span className="inline-flex gap-1">
                      <Link href={`/console/webhooks/${w.webhook_id}`} className={buttonClass('ghost', 'sm')}>
                        Deliveries
                      </Link>
                      <Button size="sm" onClick={() => setEnabled(w, !w.enabled)} disabled={update.isPending} aria-label={`${w.enabled ? 'Disable' : 'Enable'} ${w.url}`}>
                        {w.enabled ? 'Disable' : 'Enable'}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(w)} aria-label={`Delete ${w.url}`}>
                        Delete
                      </Button>
                    </span>
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        )}
        {webhooks.data && rows.length > 0 && (
          <Pagination offset={offset} limit={LIMIT} total={webhooks.data.hypermedia.pagination.total_item_count} onChange={setOffset} label="webhooks" />
        )}
      </Section>

      <Modal open={adding} onOpenChange={setAdding} title="Add a webhook" wide>
        {adding && (
          <WebhookForm
            onCreated={(webhook) => {
              setAdding(false);
              setCreated(webhook);
            }}
          />
        )}
      </Modal>
      <Modal open={created !== null} onOpenChange={(open) => !open && setCreated(null)} title="Webhook added">
        {created && (
          <div className="space-y-3 text-sm">
            <p>
              Its signing secret, shown <strong>once</strong>. Your receiver verifies the <code>Webhook-Signature</code> header with it.
            </p>
            <SecretValue value={created.secret} testId="webhook-secret" />
            <p className="text-slate-600">
              {created.url} receives {plural(created.event_types.length, 'event type')}.
            </p>
            <div className="flex justify-end">
              <Button variant="primary" onClick={() => setCreated(null)}>
                Done
              </Button>
            </div>
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this webhook?"
        description={
          <>
            <span className="break-all font-medium">{deleting?.url}</span> and its delivery log are deleted. To keep the log, disable it instead.
          </>
        }
        confirmLabel="Delete webhook"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
