'use client';

import { useQuery } from '@tanstack/react-query';
import { CreateInvoiceIn } from '@/lib/schemas/invoices';
import { CURRENCIES } from '@/lib/schemas/enums';
import { api, call } from '@/lib/client/api';
import { useInvoiceMutations } from '@/lib/client/hooks/invoices';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';

type Values = {
  campaign_id: string;
  currency: string;
  start_date: string;
  end_date: string;
  due_date: string;
};
const FIELDS = ['campaign_id', 'currency', 'start_date', 'end_date', 'due_date'] as const;
const toInput = (v: Values) => ({
  campaign_id: v.campaign_id,
  currency: v.currency,
  start_date: v.start_date,
  end_date: v.end_date,
  ...(v.due_date ? { due_date: v.due_date } : {}),
});

/** First and last day of last month (UTC): the usual period to invoice. */
function lastMonth(): { start: string; end: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/** Invoices a campaign's brand for its payable conversions of a period (staff). */
export function InvoiceForm({ onCreated }: { onCreated: (number: number) => void }) {
  const session = useConsoleSession();
  const { create } = useInvoiceMutations(session.networkId);
  const campaigns = useQuery({
    queryKey: ['invoices', 'campaigns'],
    queryFn: () => call(api.GET('/campaign', { params: { query: { limit: 500 } } })),
  });
  const period = lastMonth();
  const { field, formError, onSubmit, form } = useApiForm<Values>({
    defaultValues: {
      campaign_id: '',
      currency: 'GBP',
      start_date: period.start,
      end_date: period.end,
      due_date: '',
    },
    schema: CreateInvoiceIn,
    toInput,
    fields: FIELDS,
    save: async (values) => {
      const created = await create.mutateAsync(toInput(values) as never);
      onCreated(created.data.number);
    },
  });
  const options = (campaigns.data?.campaigns ?? []).map((c) => c.campaign);
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <SelectField label="Campaign" {...field('campaign_id')}>
        <option value="">
          {campaigns.isLoading ? 'Loading campaigns…' : 'Choose a campaign…'}
        </option>
        {options.map((c) => (
          <option key={c.campaign_id} value={c.campaign_id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Currency"
        hint="The commission currency to invoice."
        {...field('currency')}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="From" type="date" {...field('start_date')} />
        <TextField label="To" type="date" {...field('end_date')} />
      </div>
      <TextField
        label="Due date"
        type="date"
        hint="Optional: otherwise set when the invoice is sent, from the network's payment terms."
        {...field('due_date')}
      />
      <DialogFormActions
        pending={form.formState.isSubmitting}
        label="Create invoice"
        pendingLabel="Creating…"
      />
    </FormFrame>
  );
}
