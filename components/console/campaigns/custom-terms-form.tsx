'use client';

import { useWatch } from 'react-hook-form';
import { CreateCustomTermsIn } from '@/lib/schemas/terms-custom';
import { useCreateCustomTerms } from '@/lib/client/hooks/custom-terms';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { LOCALES } from '@/lib/schemas/enums';
import { localeName } from '@/components/shared/status-text';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { CampaignPartnerField } from './campaign-partner-picker';
import { NO_PARTNERS_YET } from './custom-terms-partners';
import {
  customTermsInput,
  emptyCustomTerms,
  FIELD_ALIAS,
  FIELDS,
  type CustomTermsValues,
} from './custom-terms-values';

const AUDIENCES: { value: CustomTermsValues['audience']; label: string; hint: string }[] = [
  {
    value: 'all',
    label: "Every partner (the campaign's general terms)",
    hint: 'Replaces the current general terms with a new version; partners accept it to join.',
  },
  {
    value: 'partners',
    label: 'Chosen partners only',
    hint: 'These partners get these terms instead of the general ones.',
  },
];

/** Creates custom terms: for every partner (a new general version) or for chosen partners. */
export function CustomTermsForm({
  campaignId,
  onDone,
}: {
  campaignId: string;
  onDone: (message: string) => void;
}) {
  const create = useCreateCustomTerms(campaignId);
  const { form, field, formError, onSubmit } = useApiForm<CustomTermsValues>({
    defaultValues: emptyCustomTerms,
    schema: CreateCustomTermsIn,
    toInput: customTermsInput,
    fields: FIELDS,
    alias: FIELD_ALIAS,
    save: async (values) => {
      if (values.audience === 'partners' && values.publishers.length === 0) {
        form.setError('publishers', { type: 'required', message: 'Choose at least one partner' });
        return;
      }
      await create.mutateAsync(customTermsInput(values));
      onDone(
        values.audience === 'all'
          ? `“${values.title.trim()}” are now the campaign's general terms.`
          : `“${values.title.trim()}” created for the chosen partners.`,
      );
    },
  });
  const audience = useWatch({ control: form.control, name: 'audience' });

  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Who the terms apply to</legend>
        {AUDIENCES.map((a) => (
          <label key={a.value} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="radio"
              value={a.value}
              className="mt-0.5 h-4 w-4 accent-brand"
              {...form.register('audience')}
            />
            <span>
              {a.label}
              <span className="block text-xs text-slate-500">{a.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField label="Title" {...field('title')} />
        <SelectField label="Language" {...field('locale')}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {localeName(l)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Terms"
        rows={8}
        hint="HTML or plain text; scripts and unknown tags are removed."
        {...field('terms')}
      />
      {audience === 'partners' && (
        <CampaignPartnerField
          form={form}
          campaignId={campaignId}
          legend="Partners these terms apply to"
          emptyText={NO_PARTNERS_YET}
        />
      )}
      <DialogFormActions pending={create.isPending} label="Create terms" pendingLabel="Creating…" />
    </FormFrame>
  );
}
