'use client';

import { useDecideClaim, type Claim } from '@/lib/client/hooks/claims';
import { useActionError } from '@/components/ui/action-error';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { claimDate, claimMoney } from '../../shared/claim-words';
import type { DecisionDialogProps } from './decision-props';

/** What approving did, in words: the conversion recorded and, when the API says, its commission. */
function approvedMessage(claim: Claim): string {
  const commission =
    claim.expected_commission !== null
      ? `, commission ${claimMoney(claim.expected_commission, claim.conversion_currency)}`
      : ", commission under the campaign's rules";
  const conversion = claim.conversion_id ? ` (conversion ${claim.conversion_id})` : '';
  return claim.transaction_query_type === 'untracked'
    ? `Claim for order ${claim.conversion_reference} approved: the sale is recorded${conversion}${commission}.`
    : `Claim for order ${claim.conversion_reference} approved: the recorded sale${conversion} is approved${commission}.`;
}

/** "Approve claim": records the claimed sale (the campaign's commission rules apply) and approves it. */
export function ApproveDialog({ claim, onClose, onDone }: DecisionDialogProps) {
  const decide = useDecideClaim();
  const { error, setError, run } = useActionError();
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
        await run(async () => {
          const updated = await decide.mutateAsync({ claim, decision: { action: 'approve' } });
          onDone(approvedMessage(updated));
          close();
        });
      }}
    >
      <FormError message={error} />
      {claim && claim.transaction_query_type !== 'untracked' ? (
        <p className="text-sm text-slate-700">
          {claim.publisher.name}{' '}
          {claim.transaction_query_type === 'incorrect_commission'
            ? 'says the commission is wrong on order'
            : 'asks you to reconsider the declined order'}{' '}
          <strong>{claim.conversion_reference}</strong> on {claim.campaign.title}. Approving
          approves the recorded sale
          {claim.expected_commission !== null
            ? ` and sets its commission to ${claimMoney(claim.expected_commission, claim.conversion_currency)}`
            : ''}
          .
        </p>
      ) : (
        claim && (
          <p className="text-sm text-slate-700">
            Record order <strong>{claim.conversion_reference}</strong> of{' '}
            {claimMoney(claim.conversion_value, claim.conversion_currency)} (
            {claimDate(claim.conversion_date_time)}) for <strong>{claim.publisher.name}</strong> on{' '}
            {claim.campaign.title}, approved. Its commission follows the campaign&apos;s rules.
          </p>
        )
      )}
    </ConfirmDialog>
  );
}
