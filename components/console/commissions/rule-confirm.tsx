'use client';

import { useState } from 'react';
import {
  useDeletePromotion,
  useDeleteTier,
  useRetireCommission,
  useRetirePromotion,
  useUpdateTier,
} from '@/lib/client/hooks/commissions';
import {
  useDeleteVoucherCommission,
  useRetireVoucherCommission,
} from '@/lib/client/hooks/voucher-commissions';
import { describeError } from '@/lib/client/form-errors';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { KIND_NAMES, titleOf, type Action } from './rule-list';
import { ruleWords } from './rule-words';

/** Ends or deletes a rule after asking; what was paid before stays paid. */
export function ConfirmRule({
  campaignId,
  action,
  onClose,
  onDone,
}: {
  campaignId: string;
  action: Action | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const retireCommission = useRetireCommission(campaignId);
  const retirePromotion = useRetirePromotion(campaignId);
  const endTier = useUpdateTier(campaignId);
  const deletePromotion = useDeletePromotion(campaignId);
  const deleteTier = useDeleteTier(campaignId);
  const retireVoucher = useRetireVoucherCommission(campaignId);
  const deleteVoucher = useDeleteVoucherCommission(campaignId);
  const [error, setError] = useState<string | null>(null);
  const pending = [
    retireCommission,
    retirePromotion,
    endTier,
    deletePromotion,
    deleteTier,
    retireVoucher,
    deleteVoucher,
  ].some((m) => m.isPending);
  const shown = action && action.do !== 'edit' ? action : null;
  const target = shown?.target;
  const noun = target ? KIND_NAMES[target.kind] : '';
  const run = async () => {
    if (!shown || !target) return;
    setError(null);
    try {
      const id = target.rule.id;
      if (shown.do === 'end') {
        if (target.kind === 'commission') await retireCommission.mutateAsync(id);
        else if (target.kind === 'promotion') await retirePromotion.mutateAsync(id);
        else if (target.kind === 'voucher') await retireVoucher.mutateAsync(id);
        // The reference has no retire for a tier: it ends when its period does.
        else
          await endTier.mutateAsync({
            id,
            body: { end_date: new Date().toISOString().replace(/\.\d+Z$/, 'Z') },
          });
        onDone(`“${titleOf(target)}” ended.`);
      } else {
        if (target.kind === 'promotion') await deletePromotion.mutateAsync(id);
        else if (target.kind === 'tier') await deleteTier.mutateAsync(id);
        else if (target.kind === 'voucher') await deleteVoucher.mutateAsync(id);
        onDone(`“${titleOf(target)}” deleted.`);
      }
    } catch (e) {
      setError(ruleWords(describeError(e)));
    }
  };
  return (
    <ConfirmDialog
      open={shown !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setError(null);
          onClose();
        }
      }}
      title={target ? `${shown?.do === 'end' ? 'End' : 'Delete'} “${titleOf(target)}”?` : ''}
      description={
        shown?.do === 'end'
          ? `Sales from now on are no longer paid by this ${noun}; sales before keep what it paid them.`
          : `The ${noun} stops paying and leaves this list; sales it already paid keep their commission.`
      }
      confirmLabel={shown?.do === 'end' ? `End ${noun}` : `Delete ${noun}`}
      confirmVariant="danger"
      pending={pending}
      onConfirm={run}
    >
      <FormError message={error} />
    </ConfirmDialog>
  );
}
