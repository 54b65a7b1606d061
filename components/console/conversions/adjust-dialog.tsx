'use client';

import { AdjustmentIn } from '@/lib/schemas/earnings';
import { useAdjustConversion, type ReviewRow } from '@/lib/client/hooks/conversion-review';
import { useApiForm } from '@/components/ui/api-form';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { useToast } from '@/components/ui/toast';
import { moneyText } from './words';

export interface Adjusting {
  kind: 'amend' | 'refund';
  row: ReviewRow;
}

type Values = { commission: string; value: string; reason: string };

const negate = (v: string) => (v.trim() && !/^0*\.?0*$/.test(v.trim()) ? `-${v.trim()}` : '0');

/** The adjustment body: an amendment adds the changes as given; a refund takes the amounts back. */
function bodyOf(kind: Adjusting['kind'], v: Values) {
  const refund = kind === 'refund';
  return {
    kind: refund ? ('refund' as const) : ('amendment' as const),
    commission_delta: refund ? negate(v.commission) : v.commission.trim(),
    ...(v.value.trim() ? { value_delta: refund ? negate(v.value) : v.value.trim() } : {}),
    ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
  };
}

function AdjustForm({ adjusting, onClose }: { adjusting: Adjusting; onClose: () => void }) {
  const adjust = useAdjustConversion();
  const toast = useToast();
  const { row, kind } = adjusting;
  const refund = kind === 'refund';
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: refund
      ? { commission: row.net_commission, value: row.net_value, reason: '' }
      : { commission: '', value: '', reason: '' },
    schema: AdjustmentIn,
    toInput: (v) => bodyOf(kind, v),
    alias: { commission_delta: 'commission', value_delta: 'value' },
    fields: ['commission', 'value', 'reason'],
    failed: 'Nothing was changed',
    save: async (v) => {
      await adjust.mutateAsync({ row, body: bodyOf(kind, v) });
      toast(
        refund
          ? `Order ${row.conversion_reference} refunded.`
          : `Order ${row.conversion_reference} amended.`,
      );
      onClose();
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TextField
        label={
          refund
            ? `Commission to take back (${row.commission_currency})`
            : `Change to the commission (${row.commission_currency})`
        }
        inputMode="decimal"
        hint={refund ? undefined : 'Negative to lower it, e.g. -2.50'}
        {...field('commission')}
      />
      <TextField
        label={
          refund
            ? `Sale value refunded (${row.currency})`
            : `Change to the sale value (${row.currency}, optional)`
        }
        inputMode="decimal"
        {...field('value')}
      />
      <TextField label="Reason (optional)" maxLength={255} {...field('reason')} />
      <DialogFormActions pending={adjust.isPending} label={refund ? 'Refund' : 'Amend'} />
    </FormFrame>
  );
}

/** Amend or refund an approved conversion: a new adjustment row beside it, never an edit of the sale. */
export function AdjustDialog({
  adjusting,
  onClose,
}: {
  adjusting: Adjusting | null;
  onClose: () => void;
}) {
  const row = adjusting?.row;
  return (
    <Modal
      open={adjusting !== null}
      onOpenChange={(open) => !open && onClose()}
      title={adjusting?.kind === 'refund' ? 'Refund a conversion' : 'Amend a conversion'}
      description={
        row &&
        `Order ${row.conversion_reference}: sale ${moneyText(row.net_value, row.currency)}, commission ${moneyText(row.net_commission, row.commission_currency)}. The net commission cannot fall below zero.`
      }
    >
      {adjusting && <AdjustForm adjusting={adjusting} onClose={onClose} />}
    </Modal>
  );
}
