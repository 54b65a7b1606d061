'use client';

import {
  useInvoiceFee,
  useSetInvoiceFee,
  type InvoiceFee,
} from '@/lib/client/hooks/network-payment-settings';
import { InvoiceFeeIn } from '@/lib/schemas/invoices';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { EditableSettings } from '@/components/ui/editable-settings';
import { SelectField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';

interface Values {
  basis: InvoiceFee['basis'];
  rate: string;
}

const BASIS_WORDS: Record<InvoiceFee['basis'], string> = {
  commission: 'of the partners’ commission',
  sale_value: 'of the sale value',
};

const toInput = (v: Values) => ({ basis: v.basis, rate: v.rate.trim() });

function InvoiceFeeForm({
  campaignId,
  current,
  done,
}: {
  campaignId: string;
  current: InvoiceFee;
  done: (message: string) => void;
}) {
  const session = useConsoleSession();
  const save = useSetInvoiceFee(session.networkId, campaignId);
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: { basis: current.basis, rate: current.rate },
    schema: InvoiceFeeIn,
    toInput,
    fields: ['basis', 'rate'],
    failed: 'The invoice fee was not saved',
    save: async (values) => {
      await save.mutateAsync(toInput(values));
      done('Invoice fee saved.');
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label="Invoice fee">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Fee (%)"
          inputMode="decimal"
          hint="0 to 100, at most four decimals. 0: no fee."
          {...field('rate')}
        />
        <SelectField label="Percentage of" {...field('basis')}>
          <option value="commission">Partners’ commission</option>
          <option value="sale_value">Sale value</option>
        </SelectField>
      </div>
      <DialogFormActions pending={save.isPending} label="Save invoice fee" />
    </FormFrame>
  );
}

/**
 * The campaign page's "Invoice fee" (staff): the network's own fee added to the brand's invoices
 * of this campaign (docs/payments.md#brand-invoices-built).
 */
export function CampaignInvoiceFee({ campaignId }: { campaignId: string }) {
  const session = useConsoleSession();
  const fee = useInvoiceFee(session.networkId, campaignId);
  return (
    <EditableSettings
      title="Invoice fee"
      id="invoice-fee"
      description="The network's fee on this campaign's brand invoices, added to the partners' commission before VAT. Invoices already created keep theirs."
      query={fee}
      editLabel="Edit invoice fee"
      dialogTitle="Edit the invoice fee"
      rows={(f) => [
        {
          label: 'Fee',
          value: Number(f.rate) === 0 ? 'No fee' : `${f.rate}% ${BASIS_WORDS[f.basis]}`,
        },
      ]}
      form={(f, done) => <InvoiceFeeForm campaignId={campaignId} current={f} done={done} />}
    />
  );
}
