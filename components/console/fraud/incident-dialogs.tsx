'use client';

import { useState } from 'react';
import {
  useReleaseIncidentHold,
  type IncidentAction,
  type IncidentListRow,
} from '@/lib/client/hooks/fraud';
import { describeError } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { HoldForm } from '@/components/console/payments/hold-forms';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { useToast } from '@/components/ui/toast';

export type Dialog = IncidentAction | 'hold' | 'release' | null;

const CONFIRM: Record<
  IncidentAction,
  { title: string; label: string; text: (n: number, partner: string) => string }
> = {
  'reject-conversions': {
    title: 'Reject the sales of this incident',
    label: 'Reject sales',
    text: (n) =>
      `${plural(n, 'sale')} will be rejected with the reason "Fraud incident", which the partner sees. Locked sales are left as they are. This runs as a job; its progress is shown here.`,
  },
  'pend-conversions': {
    title: 'Set the sales of this incident to pending',
    label: 'Set to pending',
    text: (n) =>
      `${plural(n, 'sale')} go back to pending: nothing of them is paid until someone approves them.`,
  },
  'reject-partner': {
    title: 'Reject the partner from this campaign',
    label: 'Reject partner',
    text: (_, partner) =>
      `${partner} can no longer send traffic or earn commission on this campaign. The partner is told, and the change is kept in the participation's history.`,
  },
  dismiss: {
    title: 'Dismiss this incident',
    label: 'Dismiss',
    text: () =>
      'The incident is marked dismissed (a false alarm). A payment hold it placed stays until released.',
  },
};

function ReleaseHoldForm({
  campaignId,
  incidentId,
  onDone,
}: {
  campaignId: string;
  incidentId: string;
  onDone: () => void;
}) {
  const release = useReleaseIncidentHold();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!reason.trim()) return setError('Say why the partner may be paid again.');
        try {
          await release.mutateAsync({ campaignId, incidentId, reason: reason.trim() });
          toast('Hold released: the next payment run includes the partner again.');
          onDone();
        } catch (err) {
          setError(describeError(err));
        }
      }}
    >
      <TextAreaField
        label="Reason for releasing"
        rows={3}
        maxLength={500}
        hint="Required. Kept in the audit log."
        value={reason}
        error={error ?? undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <DialogFormActions pending={release.isPending} label="Release" pendingLabel="Releasing…" />
    </form>
  );
}

/** The confirmations and forms of an incident's actions; each can be cancelled. */
export function IncidentDialogs({
  dialog,
  setDialog,
  row,
  partnerName,
  count,
  pending,
  onConfirm,
}: {
  dialog: Dialog;
  setDialog: (d: Dialog) => void;
  row: IncidentListRow;
  partnerName: string;
  count: number;
  pending: boolean;
  onConfirm: (which: IncidentAction) => void;
}) {
  return (
    <>
      {(['reject-conversions', 'pend-conversions', 'reject-partner', 'dismiss'] as const).map(
        (which) => (
          <ConfirmDialog
            key={which}
            open={dialog === which}
            onOpenChange={(open) => !open && setDialog(null)}
            title={CONFIRM[which].title}
            description={CONFIRM[which].text(count, partnerName)}
            confirmLabel={CONFIRM[which].label}
            confirmVariant={which === 'pend-conversions' ? 'primary' : 'danger'}
            pending={pending}
            onConfirm={() => onConfirm(which)}
          />
        ),
      )}
      <Modal
        open={dialog === 'hold'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Hold ${partnerName}'s payments`}
        description="Payment runs leave the partner out, showing your reason, until the hold is released."
      >
        {dialog === 'hold' && row.partner_id && (
          <HoldForm partnerId={row.partner_id} onDone={() => setDialog(null)} />
        )}
      </Modal>
      <Modal
        open={dialog === 'release'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Release the hold on ${partnerName}'s payments`}
        description="The next payment run includes the partner again."
      >
        {dialog === 'release' && (
          <ReleaseHoldForm
            campaignId={row.campaign_id}
            incidentId={row.id}
            onDone={() => setDialog(null)}
          />
        )}
      </Modal>
    </>
  );
}
