'use client';

import { useState } from 'react';
import { plural } from '@/lib/client/format';
import { Button } from '@/components/ui/button';
import { DataTable, selectAllColumn } from '@/components/ui/data-table';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/states';
import { WarningList } from '@/components/ui/warning-list';
import { DeclineForm } from './decline-form';
import { RequestRow, keyOf, type QueueRow } from './request-row';
import { useRequestDecisions } from './use-request-decisions';

/**
 * Pending requests (and invitations) with accept and decline, one at a time or in bulk.
 * Decisions are partial: each item succeeds or fails on its own, and failures say why.
 */
export function RequestQueue({ rows, showCampaign }: { rows: QueueRow[]; showCampaign?: boolean }) {
  const { run, failures, pending } = useRequestDecisions();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [accepting, setAccepting] = useState<QueueRow[] | null>(null);
  const [declining, setDeclining] = useState<QueueRow[] | null>(null);

  // Only rows still in the queue count: decided ones drop out of the selection by themselves.
  const chosen = rows.filter((r) => selected.has(keyOf(r)));
  const allSelected = rows.length > 0 && chosen.length === rows.length;
  const toggle = (key: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (!rows.length)
    return (
      <EmptyState title="No pending requests">New requests from partners appear here.</EmptyState>
    );

  return (
    <div>
      <div
        role="region"
        aria-label="Bulk decisions"
        className="mb-3 flex flex-wrap items-center gap-2 text-sm"
      >
        <span className="text-slate-600">
          {chosen.length
            ? `${plural(chosen.length, 'request')} selected`
            : 'Select requests to decide several at once.'}
        </span>
        <Button
          size="sm"
          variant="primary"
          disabled={!chosen.length || pending}
          onClick={() => setAccepting(chosen)}
        >
          Accept selected
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={!chosen.length || pending}
          onClick={() => setDeclining(chosen)}
        >
          Decline selected
        </Button>
      </div>
      {failures.length > 0 && (
        <WarningList title="Some requests were not decided:" className="mb-3 text-sm">
          {failures.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </WarningList>
      )}
      <DataTable
        caption="Pending requests"
        testId="request-queue"
        columns={[
          selectAllColumn('Select every request', allSelected, () =>
            setSelected(allSelected ? new Set() : new Set(rows.map(keyOf))),
          ),
          'Partner',
          showCampaign && 'Campaign',
          'Network status',
          { label: 'Decision', align: 'right' },
        ]}
      >
        {rows.map((r) => (
          <RequestRow
            key={keyOf(r)}
            row={r}
            showCampaign={showCampaign}
            selected={selected.has(keyOf(r))}
            busy={pending}
            onToggle={() => toggle(keyOf(r))}
            onAccept={() => run('accept', [r])}
            onDecline={() => setDeclining([r])}
          />
        ))}
      </DataTable>

      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title={`Accept ${plural(accepting?.length ?? 0, 'request')}?`}
        description="The partners become approved on these campaigns and can start promoting them."
        confirmLabel={`Accept ${plural(accepting?.length ?? 0, 'request')}`}
        pending={pending}
        onConfirm={() => {
          const items = accepting ?? [];
          setAccepting(null);
          void run('accept', items);
        }}
      />
      <Modal
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={`Decline ${plural(declining?.length ?? 0, 'request')}`}
        description={
          declining?.length === 1
            ? `${declining[0]!.partner.account_name} on ${declining[0]!.campaignTitle}.`
            : 'The same reason is recorded for each.'
        }
      >
        {declining && (
          <DeclineForm
            rows={declining}
            onDone={(reason) => {
              const items = declining;
              setDeclining(null);
              void run('decline', items, reason);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
