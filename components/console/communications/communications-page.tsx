'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import {
  useCancelCommunication,
  useCommunicationSummary,
  useCommunications,
  useDeleteCommunication,
  useLoadCommunicationText,
  type Communication,
} from '@/lib/client/hooks/communications';
import { describeError } from '@/lib/client/form-errors';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { CommunicationList, type RowAction } from './communication-list';
import { EMPTY_MESSAGE, valuesOf, type ComposeValues } from './compose-values';
import { textOfHtml } from './words';

// The compose form (and its campaign and group lists) loads when a message is written.
const ComposeDialog = dynamic(() => import('./compose-dialog').then((m) => m.ComposeDialog));

const CRUMBS = [{ label: 'Console', href: '/console' }, { label: 'Communications' }];

/** The summary's page: the list is whole, the counts come for the newest 300 sent messages. */
const SUMMARY_LIMIT = 300;

/**
 * /console/communications (staff): the network's messages to partners, newest first, with their
 * status, whom they are for, when they went out and what went out (sent, unsubscribed); a new
 * message is written, previewed, saved and sent from the compose dialog.
 */
export function CommunicationsPage() {
  const session = useConsoleSession();
  if (!isStaff(session))
    return (
      <div className="space-y-6">
        <PageHeader title="Communications" crumbs={CRUMBS} />
        <EmptyState title="Only network staff write to partners" />
      </div>
    );
  return <Communications />;
}

function Communications() {
  const toast = useToast();
  const list = useCommunications();
  const summary = useCommunicationSummary(0, SUMMARY_LIMIT);
  const remove = useDeleteCommunication();
  const cancel = useCancelCommunication();
  const loadText = useLoadCommunicationText();
  const [compose, setCompose] = useState<{ id: string | null; values: ComposeValues } | null>(null);
  const [asking, setAsking] = useState<{ row: Communication; action: 'delete' | 'cancel' } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const rows = list.data?.communications ?? [];
  const summaries = new Map((summary.data?.summary ?? []).map((s) => [s.communication_id, s]));

  async function onAction(row: Communication, action: RowAction) {
    setProblem(null);
    if (action !== 'edit') return setAsking({ row, action });
    try {
      setCompose({ id: row.id, values: valuesOf(row, textOfHtml(await loadText(row.id))) });
    } catch (error) {
      setProblem(describeError(error));
    }
  }

  async function confirm() {
    if (!asking) return;
    const { row, action } = asking;
    try {
      if (action === 'delete') await remove.mutateAsync(row.id);
      else await cancel.mutateAsync(row.id);
      toast(
        action === 'delete'
          ? `Draft “${row.subject || row.name}” deleted.`
          : `“${row.subject || row.name}” will not be sent; it is a draft again.`,
      );
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setAsking(null);
    }
  }

  return (
    <div>
      <PageHeader
        title="Communications"
        crumbs={CRUMBS}
        actions={
          <Button variant="primary" onClick={() => setCompose({ id: null, values: EMPTY_MESSAGE })}>
            New message
          </Button>
        }
      >
        Messages by e-mail to your partners: new campaigns, promotions, changes to the rules. Each
        partner gets one copy and can unsubscribe with one click.
      </PageHeader>
      <FormError message={problem} />
      {list.isError ? (
        <ErrorState error={list.error} retry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <LoadingState label="Loading messages" />
      ) : rows.length === 0 ? (
        <EmptyState title="No messages yet">
          Write one with New message; it is kept as a draft until you send it.
        </EmptyState>
      ) : (
        <>
          <h2 className="mb-2 text-sm font-semibold text-slate-900">
            {rows.length} {rows.length === 1 ? 'message' : 'messages'}
          </h2>
          <CommunicationList rows={rows} summaries={summaries} onAction={onAction} />
        </>
      )}

      {compose && (
        <ComposeDialog
          open
          onOpenChange={(open) => {
            if (!open) setCompose(null);
          }}
          initial={compose.values}
          draftId={compose.id}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking?.action === 'delete' ? 'Delete this draft' : 'Cancel sending'}
        confirmLabel={asking?.action === 'delete' ? 'Delete draft' : 'Cancel sending'}
        confirmVariant={asking?.action === 'delete' ? 'danger' : 'primary'}
        pending={remove.isPending || cancel.isPending}
        onConfirm={() => void confirm()}
      >
        {asking && (
          <p className="text-sm text-slate-700">
            {asking.action === 'delete'
              ? `“${asking.row.subject || asking.row.name}” is deleted; it was never sent.`
              : `“${asking.row.subject || asking.row.name}” will not go out at the time set. It becomes a draft you can change and send again.`}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
