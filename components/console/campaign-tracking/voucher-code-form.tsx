'use client';

import { useState, type FormEvent } from 'react';
import { splitServerError } from '@/lib/client/form-errors';
import { useCampaignPartners } from '@/lib/client/hooks/campaigns';
import { useCreateVoucherCode } from '@/lib/client/hooks/campaign-tracking';
import { DateWindowFields, utcDateTime } from '@/components/ui/date-window-fields';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';

const FIELDS = ['voucher_code', 'description', 'publisher_id', 'start_date_time', 'end_date_time'];
const ALIAS = Object.fromEntries(FIELDS.map((f) => [`voucher_codes.0.${f}`, f]));

type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

/** Adds a voucher code: the code, what it is, the partner it credits, and when it counts. */
export function VoucherCodeForm({
  campaignId,
  onDone,
}: {
  campaignId: string;
  onDone: (message: string) => void;
}) {
  const create = useCreateVoucherCode(campaignId);
  const partners = useCampaignPartners(campaignId, 'a');
  const approved = partners.data?.publishers.map((p) => p.publisher) ?? [];
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const code = values.voucher_code!.trim();
    if (!code) return setErrors({ voucher_code: 'Enter the code shoppers type at checkout.' });
    setErrors({});
    setFormError(null);
    try {
      await create.mutateAsync({
        voucher_code: code,
        description: values.description!.trim() || undefined,
        publisher_id: values.publisher_id || null,
        start_date_time: utcDateTime(values.start_date_time!),
        end_date_time: utcDateTime(values.end_date_time!),
      });
      onDone(`Voucher code ${code} added.`);
    } catch (error) {
      const split = splitServerError(error, FIELDS, ALIAS);
      setErrors(Object.fromEntries(split.fields.map((f) => [f.name, f.message])));
      setFormError(split.message);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField label="Code" autoComplete="off" {...field('voucher_code')} />
      <TextAreaField label="Description (optional)" rows={2} {...field('description')} />
      <SelectField
        label="Partner credited"
        hint="Sales with this code go to this partner while it is approved on the campaign."
        {...field('publisher_id')}
      >
        <option value="">Nobody (track only)</option>
        {approved.map((p) => (
          <option key={p.publisher_id} value={p.publisher_id}>
            {p.account_name}
          </option>
        ))}
      </SelectField>
      <DateWindowFields start={field('start_date_time')} end={field('end_date_time')} />
      <DialogFormActions
        pending={create.isPending}
        label="Add voucher code"
        pendingLabel="Adding…"
      />
    </form>
  );
}
