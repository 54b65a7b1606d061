'use client';

import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useCampaignPartnerGroups } from '@/lib/client/hooks/partner-groups';
import { useCreateTier, useUpdateTier, type Tier } from '@/lib/client/hooks/commissions';
import { useFormSubmit } from '@/components/ui/api-form';
import { Button } from '@/components/ui/button';
import { DateWindowFields } from '@/components/ui/date-window-fields';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { registerField } from '@/components/ui/register-field';
import { FormFrame } from '@/components/ui/form-frame';
import {
  asModel,
  checkWindow,
  MODELS,
  nowLocal,
  SAID,
  toLocal,
  utc,
  type FormProps,
  type Model,
} from './rule-form-kit';
import { ruleWords } from './rule-words';

type TierValues = {
  name: string;
  measurement: 'total_revenue' | 'total_items';
  model: Model;
  group: string;
  pending: boolean;
  start: string;
  end: string;
  levels: { threshold: string; bonus: string }[];
};

const TIER_ALIAS: Record<string, string> = {
  start_date: 'start',
  end_date: 'end',
  reward_model: 'model',
  performance_measurement: 'measurement',
  groups: 'group',
  reward_pending: 'pending',
};
for (let i = 0; i < 50; i++) {
  TIER_ALIAS[`levels.${i}.threshold`] = `levels.${i}.threshold`;
  TIER_ALIAS[`levels.${i}.bonus_value`] = `levels.${i}.bonus`;
}
const TIER_FIELDS = ['name', 'measurement', 'model', 'group', 'start', 'end', 'levels'] as const;

/**
 * A tier: the rate a partner earns once its sales (revenue or items) in the tier's period reach
 * a level's threshold (docs/commissions.md#tiers); new, or one to change.
 */
export function TierForm({ campaignId, tier, onDone }: FormProps & { tier?: Tier }) {
  const groups = useCampaignPartnerGroups(campaignId);
  const create = useCreateTier(campaignId);
  const update = useUpdateTier(campaignId);
  const form = useForm<TierValues>({
    defaultValues: tier
      ? {
          name: tier.name,
          measurement:
            tier.performance_measurement === 'total_items' ? 'total_items' : 'total_revenue',
          model: asModel(tier.reward_model),
          group: tier.groups[0]?.id ?? '',
          pending: tier.reward_pending,
          start: toLocal(tier.start_date),
          end: toLocal(tier.end_date),
          levels: tier.levels.map((l) => ({
            threshold: String(l.threshold),
            bonus: String(l.bonus_value),
          })),
        }
      : {
          name: '',
          measurement: 'total_revenue',
          model: 'percentage_cpa',
          group: '',
          pending: false,
          start: nowLocal(),
          end: '',
          levels: [{ threshold: '', bonus: '' }],
        },
  });
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  const save = async (v: TierValues) => {
    if (!v.name.trim()) return form.setError('name', { message: 'Enter a name for the tier' });
    if (!checkWindow(form, v, true)) return;
    const blank = v.levels.findIndex((l) => !l.threshold.trim() || !l.bonus.trim());
    if (blank >= 0) {
      const field = v.levels[blank]!.threshold.trim() ? 'bonus' : 'threshold';
      return form.setError(`levels.${blank}.${field}`, {
        message: field === 'bonus' ? 'Enter the rate this level pays' : 'Enter the threshold',
      });
    }
    const body = {
      name: v.name.trim(),
      start_date: utc(v.start)!,
      end_date: utc(v.end)!,
      reward_pending: v.pending,
      reward_model: v.model,
      performance_measurement: v.measurement,
      levels: v.levels.map((l) => ({ threshold: l.threshold, bonus_value: l.bonus })),
      groups: v.group ? [v.group] : [],
    };
    if (tier) await update.mutateAsync({ id: tier.id, body });
    else await create.mutateAsync({ ...body, evaluation_period: 0, meta_fields: [] });
    onDone(tier ? 'Tier changed.' : 'Tier added.');
  };
  const { formError, onSubmit } = useFormSubmit(form, TIER_FIELDS, save, {
    alias: TIER_ALIAS,
    ...SAID,
  });
  const revenue = useWatch({ control: form.control, name: 'measurement' }) === 'total_revenue';
  return (
    <FormFrame onSubmit={onSubmit} error={formError && ruleWords(formError)}>
      <TextField label="Tier name" {...registerField(form, 'name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Levels count" {...registerField(form, 'measurement')}>
          <option value="total_revenue">Sales revenue in the period</option>
          <option value="total_items">Items sold in the period</option>
        </SelectField>
        <SelectField label="Applies to" {...registerField(form, 'group')}>
          <option value="">Every partner</option>
          {(groups.data ?? []).map((g) => (
            <option key={g.commission_group_id} value={g.commission_group_id}>
              Partner group {g.name}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Each level pays" {...registerField(form, 'model')}>
        {MODELS.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Levels</legend>
        {form.formState.errors.levels?.message && (
          <p role="alert" className="text-sm text-red-700">
            {form.formState.errors.levels.message}
          </p>
        )}
        {levels.fields.map((field, i) => (
          <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={`Level ${i + 1}: from ${revenue ? 'revenue' : 'items'}`}
              inputMode="decimal"
              {...registerField(form, `levels.${i}.threshold`, { number: true })}
            />
            <TextField
              label={`Level ${i + 1}: rate or amount`}
              inputMode="decimal"
              {...registerField(form, `levels.${i}.bonus`, { number: true })}
            />
            <Button
              size="sm"
              variant="ghost"
              disabled={levels.fields.length === 1}
              onClick={() => levels.remove(i)}
              aria-label={`Remove level ${i + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button size="sm" onClick={() => levels.append({ threshold: '', bonus: '' })}>
          Add level
        </Button>
      </fieldset>
      <DateWindowFields
        start={registerField(form, 'start')}
        end={registerField(form, 'end')}
        startLabel="Period starts (UTC)"
        endLabel="Period ends (UTC)"
      />
      <CheckboxField label="Count pending sales towards the levels" {...form.register('pending')} />
      <DialogFormActions
        pending={create.isPending || update.isPending}
        label={tier ? 'Save tier' : 'Add tier'}
      />
    </FormFrame>
  );
}
