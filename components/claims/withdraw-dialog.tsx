'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { useWithdrawClaim, type Claim } from '@/lib/client/hooks/claims';
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
  const [error, setError] = useState<string | null>(null);
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
        if (!claim) return;
        setError(null);
        try {
          await withdraw.mutateAsync(claim.transaction_query_id);
          onClose();
        } catch (e) {
          setError(describeError(e));
        }
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
