'use client';

import { blankTo } from '@/lib/client/form-resolver';
import {
  usePatchPaymentSettings,
  usePaymentSettings,
  type PaymentSettings,
} from '@/lib/client/hooks/network-payment-settings';
import { PaymentSettingsIn } from '@/lib/schemas/payments';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { EditableSettings, plainAmount } from '@/components/ui/editable-settings';

interface Values {
  payment_threshold: string;
  payment_approval_limit: string;
  payment_details_hold_days: string;
}
const FIELDS = [
  'payment_threshold',
  'payment_approval_limit',
  'payment_details_hold_days',
] as const;

/** A blank approval limit is none (null); hold days are sent as a number when they are one. */
const toInput = (v: Values) => ({
  payment_threshold: v.payment_threshold.trim(),
  payment_approval_limit: blankTo(v.payment_approval_limit, null),
  payment_details_hold_days: /^\d+$/.test(v.payment_details_hold_days.trim())
    ? Number(v.payment_details_hold_days.trim())
    : v.payment_details_hold_days,
});

function PaymentDefaultsForm({
  current,
  done,
}: {
  current: PaymentSettings;
  done: (message: string) => void;
}) {
  const session = useConsoleSession();
  const patch = usePatchPaymentSettings(session.networkId);
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: {
      payment_threshold: plainAmount(current.payment_threshold),
      payment_approval_limit:
        current.payment_approval_limit === null ? '' : plainAmount(current.payment_approval_limit),
      payment_details_hold_days: String(current.payment_details_hold_days),
    },
    schema: PaymentSettingsIn,
    toInput,
    fields: FIELDS,
    failed: 'The payment defaults were not saved',
    save: async (values) => {
      await patch.mutateAsync(toInput(values) as never);
      done('Payment defaults saved.');
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label="Payment defaults">
      <TextField
        label="Payment threshold"
        inputMode="decimal"
        hint="A run pays a partner whose balance is at least this, in the run's currency. A partner's payment details may set their own."
        {...field('payment_threshold')}
      />
      <TextField
        label="Second approval above"
        inputMode="decimal"
        hint="A run whose total is above this needs another staff user to approve it. Blank: never."
        {...field('payment_approval_limit')}
      />
      <TextField
        label="Hold after a change of payment details (days)"
        inputMode="numeric"
        hint="A partner whose bank or PayPal details changed within this many days of a run is held for review (0 to 90)."
        {...field('payment_details_hold_days')}
      />
      <DialogFormActions pending={patch.isPending} label="Save payment defaults" />
    </FormFrame>
  );
}

/** Staff: the payment runs' threshold, approval limit and details-hold days (docs/payments.md#payment-runs-built). */
export function PaymentDefaultsSettings() {
  const session = useConsoleSession();
  const settings = usePaymentSettings(session.networkId);
  return (
    <EditableSettings
      title="Payment defaults"
      id="payment-defaults"
      description="What every payment run applies: who is paid, who approves, when new payment details are held."
      query={settings}
      editLabel="Edit payment defaults"
      dialogTitle="Edit payment defaults"
      rows={(s) => [
        { label: 'Payment threshold', value: plainAmount(s.payment_threshold) },
        {
          label: 'Second approval above',
          value:
            s.payment_approval_limit === null
              ? 'Never needed'
              : plainAmount(s.payment_approval_limit),
        },
        {
          label: 'Hold after a change of payment details',
          value:
            s.payment_details_hold_days === 0
              ? 'No hold'
              : `${s.payment_details_hold_days} day${s.payment_details_hold_days === 1 ? '' : 's'}`,
        },
      ]}
      form={(s, done) => <PaymentDefaultsForm current={s} done={done} />}
    />
  );
}
