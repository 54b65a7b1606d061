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
import { EditableSettings } from '@/components/ui/editable-settings';

interface Values {
  payer_account_name: string;
  payer_iban: string;
  payer_bic: string;
}
const FIELDS = ['payer_account_name', 'payer_iban', 'payer_bic'] as const;

/** A blank field clears it (null). */
const toInput = (v: Values) => ({
  payer_account_name: blankTo(v.payer_account_name, null),
  payer_iban: blankTo(v.payer_iban, null),
  payer_bic: blankTo(v.payer_bic, null),
});

function PayerAccountForm({
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
      payer_account_name: current.payer_account_name ?? '',
      payer_iban: current.payer_iban ?? '',
      payer_bic: current.payer_bic ?? '',
    },
    schema: PaymentSettingsIn,
    toInput,
    fields: FIELDS,
    failed: 'The account was not saved',
    save: async (values) => {
      await patch.mutateAsync(toInput(values) as never);
      done('Payer account saved.');
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label="Payer account">
      <TextField
        label="Account holder"
        autoComplete="off"
        hint="The name the bank holds the account under, in Latin letters."
        {...field('payer_account_name')}
      />
      <TextField
        label="IBAN"
        autoComplete="off"
        spellCheck={false}
        hint="An account in a SEPA country; spaces are fine."
        {...field('payer_iban')}
      />
      <TextField
        label="BIC"
        autoComplete="off"
        spellCheck={false}
        hint="8 or 11 letters and digits. Optional."
        {...field('payer_bic')}
      />
      <DialogFormActions pending={patch.isPending} label="Save account" />
    </FormFrame>
  );
}

/** Staff: the network's own account, the payer of its SEPA files (docs/payments.md#bank-files-built). */
export function PayerAccountSettings() {
  const session = useConsoleSession();
  const settings = usePaymentSettings(session.networkId);
  const notSet = 'Not set';
  return (
    <EditableSettings
      title="Payer account"
      id="payer-account"
      description="The network's own bank account, which SEPA payment files pay partners from."
      query={settings}
      editLabel="Edit payer account"
      dialogTitle="Edit the payer account"
      rows={(s) => [
        { label: 'Account holder', value: s.payer_account_name ?? notSet },
        { label: 'IBAN', value: s.payer_iban ?? notSet },
        { label: 'BIC', value: s.payer_bic ?? notSet },
      ]}
      form={(s, done) => <PayerAccountForm current={s} done={done} />}
    />
  );
}
