'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCampaignPartnerGroups } from '@/lib/client/hooks/partner-groups';
import { useCreateCommission, useCreatePromotion } from '@/lib/client/hooks/commissions';
import { Button } from '@/components/ui/button';
import { DialogCancel } from '@/components/ui/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';

/** The two commission forms of the campaign page: a partner group's rate, and a promotion. */

const MODELS = [
  { value: 'percentage_cpa', label: 'Percentage of the sale' },
  { value: 'fixed_cpa', label: 'Fixed amount per sale' },
] as const;

type Model = (typeof MODELS)[number]['value'];
const utc = (local: string) => (local ? `${local.replace('T', ' ')}:00` : undefined);
const nowLocal = () => new Date().toISOString().slice(0, 16);

interface FormProps {
  campaignId: string;
  onDone: (message: string) => void;
}

type RateValues = { group: string; model: Model; value: string; description: string };
const RATE_FIELDS = ['group', 'model', 'value', 'description'] as const;
const RATE_ALIAS = {
  'rates.0.id': 'group',
  'rates.0.performance_model': 'model',
  'rates.0.performance_value': 'value',
};

/** A standard commission with one rate for one partner group, starting now. */
export function GroupRateForm({ campaignId, onDone }: FormProps) {
  const groups = useCampaignPartnerGroups(campaignId);
  const create = useCreateCommission(campaignId);
  const form = useForm<RateValues>({
    defaultValues: { group: '', model: 'percentage_cpa', value: '', description: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    if (!v.group) return form.setError('group', { message: 'Choose a partner group' });
    try {
      await create.mutateAsync({
        description: v.description.trim() || 'Partner group rate',
        start_date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        rates: [
          { id: v.group, type: 'group', performance_model: v.model, performance_value: v.value },
        ],
      });
      onDone('Partner group rate added.');
    } catch (error) {
      setFormError(showServerErrors(form, error, RATE_FIELDS, { alias: RATE_ALIAS }).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <SelectField label="Partner group" {...registerField(form, 'group')}>
        <option value="">Choose a group…</option>
        {(groups.data ?? []).map((g) => (
          <option key={g.commission_group_id} value={g.commission_group_id}>
            {g.name}
          </option>
        ))}
      </SelectField>
      <ModelFields form={form} />
      <TextField label="Description (optional)" {...registerField(form, 'description')} />
      <Actions pending={create.isPending} label="Add rate" />
    </form>
  );
}

type PromoValues = { description: string; model: Model; value: string; start: string; end: string };
const PROMO_FIELDS = ['description', 'model', 'value', 'start', 'end'] as const;
const PROMO_ALIAS = {
  performance_model: 'model',
  performance_value: 'value',
  start_date: 'start',
  end_date: 'end',
};

/** A promotion for every partner of the campaign, between two moments (UTC). */
export function PromotionForm({ campaignId, onDone }: FormProps) {
  const create = useCreatePromotion(campaignId);
  const form = useForm<PromoValues>({
    defaultValues: {
      description: '',
      model: 'percentage_cpa',
      value: '',
      start: nowLocal(),
      end: '',
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    try {
      await create.mutateAsync({
        description: v.description.trim() || undefined,
        performance_model: v.model,
        performance_value: v.value,
        start_date: utc(v.start) ?? '',
        end_date: utc(v.end) ?? null,
      });
      // The list shows active and upcoming rules only (as the API does): say where a past one went.
      onDone(
        v.end && new Date(`${v.end}:00Z`) <= new Date()
          ? 'Promotion added. It has already ended, so it is not listed with the active rules; sales made between its dates are paid by it.'
          : 'Promotion added.',
      );
    } catch (error) {
      setFormError(showServerErrors(form, error, PROMO_FIELDS, { alias: PROMO_ALIAS }).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField label="Promotion name" {...registerField(form, 'description')} />
      <ModelFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="datetime-local" label="Starts (UTC)" {...registerField(form, 'start')} />
        <TextField
          type="datetime-local"
          label="Ends (UTC, optional)"
          {...registerField(form, 'end')}
        />
      </div>
      <Actions pending={create.isPending} label="Add promotion" />
    </form>
  );
}

function ModelFields<V extends { model: Model; value: string }>({
  form,
}: {
  form: ReturnType<typeof useForm<V>>;
}) {
  const f = form as unknown as ReturnType<typeof useForm<{ model: Model; value: string }>>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Commission type" {...registerField(f, 'model')}>
        {MODELS.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Rate or amount"
        inputMode="decimal"
        {...registerField(f, 'value', { number: true })}
      />
    </div>
  );
}

function Actions({ pending, label }: { pending: boolean; label: string }) {
  return (
    <div className="flex justify-end gap-2">
      <DialogCancel disabled={pending} />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Saving…' : label}
      </Button>
    </div>
  );
}
