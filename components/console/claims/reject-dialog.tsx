'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { useClaimReasons, useDecideClaim } from '@/lib/client/hooks/claims';
import { useActionError } from '@/components/ui/action-error';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError, SelectField } from '@/components/ui/field';
import { AddReason } from './add-reason';
import type { DecisionDialogProps } from './decision-props';

/** "Reject claim": the brand picks one of the campaign's reasons; the partner sees its text. */
export function RejectDialog({ claim, onClose, onDone }: DecisionDialogProps) {
  const reasons = useClaimReasons(claim?.campaign_id ?? null);
  const decide = useDecideClaim();
  const [chosen, setChosen] = useState('');
  const { error, setError, run } = useActionError();
  const list = reasons.data?.transaction_query_reasons.map((r) => r.transaction_query_reason) ?? [];
  const close = () => {
    setChosen('');
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={claim !== null}
      onOpenChange={(open) => !open && close()}
      title="Reject claim"
      description={
        claim &&
        `Order ${claim.conversion_reference} claimed by ${claim.publisher.name} on ${claim.campaign.title}. The partner sees the reason you choose.`
      }
      confirmLabel="Reject claim"
      confirmVariant="danger"
      pending={decide.isPending}
      confirmDisabled={!list.length}
      onConfirm={async () => {
        if (!claim) return;
        if (!chosen) {
          setError('Choose the reason for the rejection');
          return;
        }
        await run(async () => {
          await decide.mutateAsync({ claim, decision: { action: 'reject', reason: chosen } });
          onDone(`Claim for order ${claim.conversion_reference} rejected.`);
          close();
        });
      }}
    >
      <FormError message={reasons.isError ? describeError(reasons.error) : null} />
      {reasons.isLoading ? (
        <p className="text-sm text-slate-600">Loading the campaign&apos;s reasons…</p>
      ) : !list.length && !reasons.isError ? (
        <p className="text-sm text-slate-700">
          This campaign has no rejection reasons yet: add the first one below.
        </p>
      ) : (
        <SelectField
          label="Reason (required)"
          aria-required
          value={chosen}
          error={error ?? undefined}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">Choose a reason…</option>
          {list.map((r) => (
            <option key={r.transaction_query_reason_id} value={r.transaction_query_reason_id}>
              {r.reason}
            </option>
          ))}
        </SelectField>
      )}
      {claim && <AddReason campaignId={claim.campaign_id} onAdded={setChosen} />}
    </ConfirmDialog>
  );
}
