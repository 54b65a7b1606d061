'use client';

import { blankTo } from '@/lib/client/form-resolver';
import {
  usePatchTaxSettings,
  useTaxSettings,
  type TaxSettings,
} from '@/lib/client/hooks/network-payment-settings';
import { TaxSettingsIn } from '@/lib/schemas/invoices';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { CountryOptions, countryName } from '@/components/ui/options';
import { EditableSettings } from '@/components/ui/editable-settings';

interface Values {
  legal_name: string;
  legal_address: string;
  vat_number: string;
  tax_country: string;
  vat_rate: string;
  payment_terms_days: string;
}
const FIELDS = [
  'legal_name',
  'legal_address',
  'vat_number',
  'tax_country',
  'vat_rate',
  'payment_terms_days',
] as const;

const toInput = (v: Values) => ({
  legal_name: v.legal_name.trim(),
  legal_address: v.legal_address.trim(),
  vat_number: blankTo(v.vat_number, null),
  tax_country: blankTo(v.tax_country, null),
  vat_rate: v.vat_rate.trim(),
  payment_terms_days: /^\d+$/.test(v.payment_terms_days.trim())
    ? Number(v.payment_terms_days.trim())
    : v.payment_terms_days,
});

function TaxSettingsForm({ current, done }: { current: TaxSettings; done: (m: string) => void }) {
  const session = useConsoleSession();
  const patch = usePatchTaxSettings(session.networkId);
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: {
      legal_name: current.legal_name,
      legal_address: current.legal_address,
      vat_number: current.vat_number ?? '',
      tax_country: current.tax_country ?? '',
      vat_rate: current.vat_rate,
      payment_terms_days: String(current.payment_terms_days),
    },
    schema: TaxSettingsIn,
    toInput,
    fields: FIELDS,
    failed: 'The tax settings were not saved',
    save: async (values) => {
      await patch.mutateAsync(toInput(values) as never);
      done('Tax settings saved.');
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label="Tax settings">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Legal name" autoComplete="organization" {...field('legal_name')} />
        <TextField
          label="VAT number"
          autoComplete="off"
          hint="Printed on invoices. Blank: not VAT registered."
          {...field('vat_number')}
        />
      </div>
      <TextAreaField
        label="Legal address"
        rows={3}
        hint="Printed on invoices as written, one line per line."
        {...field('legal_address')}
      />
      <SelectField
        label="Country of establishment"
        hint="Decides the VAT on partners' self-bills (same country, reverse charge in the EU, or none)."
        {...field('tax_country')}
      >
        <option value="">Not set</option>
        <CountryOptions />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="VAT rate on brand invoices (%)"
          inputMode="decimal"
          hint="Charged on commission plus fee, e.g. 20 or 7.7."
          {...field('vat_rate')}
        />
        <TextField
          label="Payment terms (days)"
          inputMode="numeric"
          hint="Days from sending an invoice to its due date (0 to 365)."
          {...field('payment_terms_days')}
        />
      </div>
      <DialogFormActions pending={patch.isPending} label="Save tax settings" />
    </FormFrame>
  );
}

/** Staff: what brand invoices print and charge, and the country self-bills' VAT is reckoned from (docs/payments.md). */
export function TaxSettingsSection() {
  const session = useConsoleSession();
  const tax = useTaxSettings(session.networkId);
  const notSet = 'Not set';
  return (
    <EditableSettings
      title="Tax settings"
      id="tax-settings"
      description="What brand invoices print and charge, and where the network is established for partners' self-bills. Invoices and self-bills already made keep theirs."
      query={tax}
      editLabel="Edit tax settings"
      dialogTitle="Edit tax settings"
      rows={(t) => [
        { label: 'Legal name', value: t.legal_name || notSet },
        { label: 'VAT number', value: t.vat_number ?? 'Not VAT registered' },
        { label: 'Legal address', value: t.legal_address || notSet },
        {
          label: 'Country of establishment',
          value: t.tax_country ? countryName(t.tax_country) : notSet,
        },
        { label: 'VAT rate on brand invoices', value: `${t.vat_rate}%` },
        { label: 'Payment terms', value: `${t.payment_terms_days} days` },
      ]}
      form={(t, done) => <TaxSettingsForm current={t} done={done} />}
    />
  );
}
