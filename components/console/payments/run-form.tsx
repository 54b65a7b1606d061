'use client';

import { useRouter } from 'next/navigation';
import { PaymentRunIn } from '@/lib/schemas/payment-runs';
import { CURRENCIES } from '@/lib/schemas/enums';
import { usePaymentRunMutations } from '@/lib/client/hooks/payment-runs';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { METHOD_LABEL } from './labels';

type Values = { currency: string; cut_off: string; payment_type: string };
const FIELDS = ['currency', 'cut_off', 'payment_type'] as const;

/** The cut-off as the API takes it: the browser's local time as an instant; blank is now. */
const toInput = (v: Values) => ({
  currency: v.currency,
  payment_type: v.payment_type,
  ...(v.cut_off && { cut_off: new Date(v.cut_off).toISOString() }),
});

/** Starts a run for a currency, cut-off and method, then opens its preview. */
export function RunForm() {
  const session = useConsoleSession();
  const router = useRouter();
  const { start } = usePaymentRunMutations(session.networkId);
  const { field, formError, onSubmit, form } = useApiForm<Values>({
    defaultValues: { currency: 'EUR', cut_off: '', payment_type: 'bank_transfer' },
    schema: PaymentRunIn,
    toInput,
    fields: FIELDS,
    failed: 'The run was not started',
    save: async (values) => {
      const run = await start.mutateAsync(toInput(values) as never);
      router.push(`/console/payments/${run.data.id}`);
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <SelectField label="Currency" hint="A run pays one currency." {...field('currency')}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Cut-off"
        type="datetime-local"
        hint="Commission made available up to this moment is paid. Leave it empty for now."
        {...field('cut_off')}
      />
      <SelectField label="Method" {...field('payment_type')}>
        {Object.entries(METHOD_LABEL).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <DialogFormActions
        pending={form.formState.isSubmitting}
        label="Preview the run"
        pendingLabel="Gathering balances…"
      />
    </FormFrame>
  );
}
