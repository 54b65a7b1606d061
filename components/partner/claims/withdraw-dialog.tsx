'use client';

import { useTranslations } from 'next-intl';
import { useWithdrawClaim, type Claim } from '@/lib/client/hooks/claims';
import { useActionError } from '@/components/ui/action-error';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';

/** "Withdraw claim": confirms before a pending claim is withdrawn (it cannot be restored). */
export function WithdrawDialog({
  partnerId,
  claim,
  onClose,
}: {
  partnerId: string;
  claim: Claim | null;
  onClose: () => void;
}) {
  const withdraw = useWithdrawClaim(partnerId);
  const t = useTranslations('claims');
  const { error, setError, run } = useActionError();
  return (
    <ConfirmDialog
      open={claim !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={t('withdrawTitle')}
      confirmLabel={t('withdrawTitle')}
      confirmVariant="danger"
      pending={withdraw.isPending}
      onConfirm={async () => {
        if (claim)
          await run(async () => {
            await withdraw.mutateAsync(claim.transaction_query_id);
            onClose();
          });
      }}
    >
      <FormError message={error} />
      {claim && (
        <p className="text-sm text-slate-700">
          {t.rich('withdrawText', {
            reference: claim.conversion_reference,
            campaign: claim.campaign.title,
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      )}
    </ConfirmDialog>
  );
}
