'use client';

import { useState } from 'react';
import type { WebhookOut } from '@/lib/schemas/webhook-endpoint';
import { describeError } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { useWebhookMutations, useWebhooks } from '@/lib/client/hooks/webhooks';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useCan } from '@/components/console/shell/use-can';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { SecretDialog } from '@/components/ui/secret-dialog';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { StaffOnly } from './staff-only';
import { WebhookForm, type CreatedWebhook } from './webhook-form';
import { WebhookRow } from './webhook-row';

const LIMIT = 25;
const CRUMBS = [{ label: 'Console', href: '/console' }, { label: 'Webhooks' }];

/** The network's webhook endpoints (staff only): add one, enable or disable it, delete it, open its delivery log. */
export function WebhooksPage() {
  const session = useConsoleSession();
  const staff = useCan('webhooks.manage');
  const toast = useToast();
  const { offset, pager } = usePaging(LIMIT);
  const webhooks = useWebhooks(session.networkId, { offset, limit: LIMIT }, staff);
  const { update, remove } = useWebhookMutations(session.networkId);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookOut | null>(null);
  const rows = webhooks.data?.data ?? [];

  if (!staff) return <StaffOnly title="Webhooks" crumbs={CRUMBS} />;

  async function setEnabled(webhook: WebhookOut, enabled: boolean) {
    try {
      await update.mutateAsync({ webhookId: webhook.webhook_id, input: { enabled } });
      toast(
        enabled
          ? `${webhook.url} is enabled again.`
          : `${webhook.url} is disabled: no events are sent to it.`,
      );
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

  const addButton = (
    <Button variant="primary" onClick={() => setAdding(true)}>
      Add webhook
    </Button>
  );
  return (
    <div className="space-y-6">
      <PageHeader title="Webhooks" crumbs={CRUMBS} actions={addButton}>
        Signed HTTP POSTs to your systems when partners, participations, brands, campaigns,
        conversions and jobs change. Failed deliveries are retried with exponential backoff; an
        endpoint that keeps failing is disabled.
      </PageHeader>
      <Section title="Endpoints" id="webhooks">
        <QueryTable
          query={webhooks}
          rows={rows}
          caption="Webhook endpoints"
          testId="webhooks"
          columns={[
            'Endpoint',
            'Events',
            'Status',
            'Failures in a row',
            { label: 'Actions', srOnly: true },
          ]}
          empty={
            <EmptyState title="No webhooks yet" action={addButton}>
              Add an endpoint to be told about changes as they happen.
            </EmptyState>
          }
        >
          {(w) => (
            <WebhookRow
              key={w.webhook_id}
              webhook={w}
              busy={update.isPending}
              onSetEnabled={(enabled) => setEnabled(w, enabled)}
              onDelete={() => setDeleting(w)}
            />
          )}
        </QueryTable>
        {webhooks.data && rows.length > 0 && (
          <Pagination
            {...pager}
            total={webhooks.data.hypermedia.pagination.total_item_count}
            label="webhooks"
          />
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
      <SecretDialog
        secret={created?.secret ?? null}
        title="Webhook added"
        testId="webhook-secret"
        onClose={() => setCreated(null)}
        intro={
          <p>
            Its signing secret, shown <strong>once</strong>. Your receiver verifies the{' '}
            <code>Webhook-Signature</code> header with it.
          </p>
        }
        details={
          <p className="text-slate-600">
            {created?.url} receives {plural(created?.event_types.length ?? 0, 'event type')}.
          </p>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this webhook?"
        description={
          <>
            <span className="font-medium break-all">{deleting?.url}</span> and its delivery log are
            deleted. To keep the log, disable it instead.
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
