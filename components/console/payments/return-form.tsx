'use client';

import { z } from 'zod';
import { formatMoney } from '@/lib/money/format';
import { ItemReturnIn } from '@/lib/schemas/payment-runs';
import {
  usePaymentRunMutations,
  useSelfBillItems,
  type RunSelfBill,
} from '@/lib/client/hooks/payment-runs';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

type Values = { item_id: string; reason: string };
const ReturnValues = ItemReturnIn.extend({
  item_id: z.string().min(1, 'Choose the item the bank returned'),
});

/** Records that the bank returned one item of a paid self-bill, with the bank's reason. */
export function ReturnForm({ bill, onDone }: { bill: RunSelfBill; onDone: () => void }) {
  const session = useConsoleSession();
  const toast = useToast();
  const items = useSelfBillItems(session.networkId, bill.id);
  const { returnItem } = usePaymentRunMutations(session.networkId);
  const { field, formError, onSubmit, form } = useApiForm<Values>({
    defaultValues: { item_id: '', reason: '' },
    schema: ReturnValues,
    fields: ['item_id', 'reason'],
    save: async (v) => {
      await returnItem.mutateAsync({ selfBillId: bill.id, itemId: v.item_id, reason: v.reason });
      toast('Return recorded: the amount is back in the partner’s balance.');
      onDone();
    },
  });
  if (items.isLoading) return <LoadingState label="Loading the items…" />;
  const open = (items.data?.data ?? []).filter((i) => !i.returned_at && !i.amount.startsWith('-'));
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <SelectField label="Item" {...field('item_id')}>
        <option value="">{open.length ? 'Choose the item…' : 'No item can be returned'}</option>
        {open.map((i) => (
          <option key={i.id} value={i.id}>
            {i.conversion_reference ? `Sale ${i.conversion_reference}` : `Item ${i.id}`} ·{' '}
            {formatMoney(i.amount, bill.currency)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Bank's reason"
        rows={3}
        maxLength={500}
        hint="Required, e.g. “Account closed”."
        {...field('reason')}
      />
      <DialogFormActions
        pending={form.formState.isSubmitting}
        label="Record return"
        pendingLabel="Recording…"
      />
    </FormFrame>
  );
}
