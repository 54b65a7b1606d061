'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { useDecideClaim, type Claim } from '@/lib/client/hooks/claims';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { claimDate, claimMoney } from './claim-words';

/** What approving did, in words: the conversion recorded and, when the API says, its commission. */
function approvedMessage(claim: Claim): string {
  const commission =
    claim.expected_commission !== null
      ? `, commission ${claimMoney(claim.expected_commission, claim.conversion_currency)}`
      : ", commission under the campaign's rules";
  const conversion = claim.conversion_id ? ` as conversion ${claim.conversion_id}` : '';
  return `Claim for order ${claim.conversion_reference} approved: the sale is recorded${conversion}${commission}.`;
}

/** "Approve claim": records the claimed sale (the campaign's commission rules apply) and approves it. */
export function ApproveDialog({
  claim,
  onClose,
  onDone,
}: {
  claim: Claim | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const decide = useDecideClaim();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={claim !== null}
      onOpenChange={(open) => !open && close()}
      title="Approve claim"
      confirmLabel="Approve claim"
      pending={decide.isPending}
      onConfirm={async () => {
        if (!claim) return;
        setError(null);
        try {
          const updated = await decide.mutateAsync({ claim, decision: { action: 'approve' } });
          onDone(approvedMessage(updated));
          close();
        } catch (e) {
          setError(describeError(e));
        }
      }}
    >
      <FormError message={error} />
      {claim && (
        <p className="text-sm text-slate-700">
          Record order <strong>{claim.conversion_reference}</strong> of{' '}
          {claimMoney(claim.conversion_value, claim.conversion_currency)} (
          {claimDate(claim.conversion_date_time)}) for <strong>{claim.publisher.name}</strong> on{' '}
          {claim.campaign.title}, approved. Its commission follows the campaign&apos;s rules.
        </p>
      )}
    </ConfirmDialog>
  );
}
