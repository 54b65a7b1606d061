'use client';

import { useForm, type UseFormReturn } from 'react-hook-form';
import { useCampaignPartnerGroups } from '@/lib/client/hooks/partner-groups';
import {
  useCreateCommission,
  useCreatePromotion,
  useUpdateCommission,
  useUpdatePromotion,
  type Commission,
  type Promotion,
} from '@/lib/client/hooks/commissions';
import { useFormSubmit } from '@/components/ui/api-form';
import { DateWindowFields } from '@/components/ui/date-window-fields';
import { SelectField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { registerField } from '@/components/ui/register-field';
import { FormFrame } from '@/components/ui/form-frame';
import { ruleWords } from './rule-words';
import {
  asDate,
  asModel,
  checkValue,
  checkWindow,
  MODELS,
  nowLocal,
  SAID,
  toLocal,
  utc,
  type FormProps,
  type Model,
} from './rule-form-kit';

/**
 * The commission forms of the campaign page: a partner group's rate (add) and a standard
 * commission's rates (edit), a promotion (add and edit); the tier's is tier-form.tsx.
 */

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
  const save = async (v: RateValues) => {
    if (!v.group) return form.setError('group', { message: 'Choose a partner group' });
    if (!checkValue(form, v)) return;
    await create.mutateAsync({
      description: v.description.trim() || 'Partner group rate',
      start_date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      rates: [
        { id: v.group, type: 'group', performance_model: v.model, performance_value: v.value },
      ],
    });
    onDone('Partner group rate added.');
  };
  const { formError, onSubmit } = useFormSubmit(form, RATE_FIELDS, save, {
    alias: RATE_ALIAS,
    ...SAID,
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError && ruleWords(formError)}>
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
      <DialogFormActions pending={create.isPending} label="Add rate" />
    </FormFrame>
  );
}

type EditRateValues = {
  description: string;
  rates: { model: Model; value: string }[];
  end: string;
};

const rateName = (r: Commission['rates'][number]) =>
  r.type === 'group'
    ? `Partner group ${r.name}`
    : r.type === 'publisher'
      ? `Partner ${r.name}`
      : 'Every partner';

/**
 * A standard commission's description, rates and end. An active one is ended now and replaced
 * by one with the changes (the reference's rule): sales before keep the rate they earned.
 */
export function CommissionEditForm({
  campaignId,
  commission,
  onDone,
}: FormProps & { commission: Commission }) {
  const update = useUpdateCommission(campaignId);
  const form = useForm<EditRateValues>({
    defaultValues: {
      description: commission.description,
      rates: commission.rates.map((r) => ({
        model: asModel(r.performance_model),
        value: String(r.performance_value),
      })),
      end: toLocal(commission.end_date),
    },
  });
  const save = async (v: EditRateValues) => {
    const blank = v.rates.findIndex((r) => !r.value.trim());
    if (blank >= 0)
      return form.setError(`rates.${blank}.value`, { message: 'Enter a rate or an amount' });
    if (v.end && commission.start_date && asDate(v.end) <= new Date(commission.start_date))
      return form.setError('end', { message: 'The end must be after the start' });
    await update.mutateAsync({
      id: commission.id,
      body: {
        description: v.description.trim() || commission.description,
        end_date: utc(v.end) ?? null,
        rates: commission.rates.map((r, i) => ({
          id: r.id,
          type: r.type,
          performance_model: v.rates[i]!.model,
          performance_value: v.rates[i]!.value,
        })),
      },
    });
    onDone('Commission changed.');
  };
  const { formError, onSubmit } = useFormSubmit(
    form,
    [
      'description',
      'end',
      ...commission.rates.flatMap((_, i) => [`rates.${i}.model`, `rates.${i}.value`]),
    ],
    save,
    {
      alias: { end_date: 'end', ...rateAliases(commission.rates.length) },
      ...SAID,
    },
  );
  return (
    <FormFrame onSubmit={onSubmit} error={formError && ruleWords(formError)}>
      <TextField label="Description" {...registerField(form, 'description')} />
      {commission.rates.map((r, i) => (
        <fieldset key={`${r.type}-${r.id}`} className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{rateName(r)}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Commission type" {...registerField(form, `rates.${i}.model`)}>
              {MODELS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Rate or amount"
              inputMode="decimal"
              {...registerField(form, `rates.${i}.value`, { number: true })}
            />
          </div>
        </fieldset>
      ))}
      <TextField
        type="datetime-local"
        label="Ends (UTC, optional)"
        {...registerField(form, 'end')}
      />
      <DialogFormActions pending={update.isPending} label="Save commission" />
    </FormFrame>
  );
}

function rateAliases(count: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    out[`rates.${i}.performance_model`] = `rates.${i}.model`;
    out[`rates.${i}.performance_value`] = `rates.${i}.value`;
  }
  return out;
}

type PromoValues = { description: string; model: Model; value: string; start: string; end: string };
const PROMO_FIELDS = ['description', 'model', 'value', 'start', 'end'] as const;
const PROMO_ALIAS = {
  performance_model: 'model',
  performance_value: 'value',
  start_date: 'start',
  end_date: 'end',
};

/** A promotion between two moments (UTC): a new one for every partner, or one to change. */
export function PromotionForm({
  campaignId,
  promotion,
  onDone,
}: FormProps & { promotion?: Promotion }) {
  const create = useCreatePromotion(campaignId);
  const update = useUpdatePromotion(campaignId);
  const form = useForm<PromoValues>({
    defaultValues: promotion
      ? {
          description: promotion.description,
          model: asModel(promotion.performance_model),
          value: String(promotion.performance_value),
          start: toLocal(promotion.start_date),
          end: toLocal(promotion.end_date),
        }
      : { description: '', model: 'percentage_cpa', value: '', start: nowLocal(), end: '' },
  });
  const save = async (v: PromoValues) => {
    if (!checkValue(form, v) || !checkWindow(form, v)) return;
    const body = {
      description: v.description.trim() || undefined,
      performance_model: v.model,
      performance_value: v.value,
      start_date: utc(v.start) ?? '',
      end_date: utc(v.end) ?? null,
    };
    if (promotion) await update.mutateAsync({ id: promotion.id, body });
    else await create.mutateAsync(body);
    // The list shows active and upcoming rules only (as the API does): say where a past one went.
    const past = v.end && asDate(v.end) <= new Date();
    onDone(
      past
        ? `Promotion ${promotion ? 'changed' : 'added'}. It has already ended, so it is not listed with the active rules; sales made between its dates are paid by it.`
        : `Promotion ${promotion ? 'changed' : 'added'}.`,
    );
  };
  const { formError, onSubmit } = useFormSubmit(form, PROMO_FIELDS, save, {
    alias: PROMO_ALIAS,
    ...SAID,
  });
  const pending = create.isPending || update.isPending;
  return (
    <FormFrame onSubmit={onSubmit} error={formError && ruleWords(formError)}>
      <TextField label="Promotion name" {...registerField(form, 'description')} />
      <ModelFields form={form} />
      <DateWindowFields
        start={registerField(form, 'start')}
        end={registerField(form, 'end')}
        startLabel="Starts (UTC)"
      />
      <DialogFormActions pending={pending} label={promotion ? 'Save promotion' : 'Add promotion'} />
    </FormFrame>
  );
}

export function ModelFields<V extends { model: Model; value: string }>({
  form,
}: {
  form: UseFormReturn<V>;
}) {
  const f = form as unknown as UseFormReturn<{ model: Model; value: string }>;
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
