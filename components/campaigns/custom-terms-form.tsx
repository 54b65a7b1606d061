'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CreateCustomTermsIn } from '@/lib/schemas/terms-custom';
import { apiResolver } from '@/lib/client/form-resolver';
import { useCreateCustomTerms } from '@/lib/client/hooks/custom-terms';
import { Button } from '@/components/ui/button';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { LOCALES } from '@/lib/schemas/enums';
import { localeName } from '@/components/partner-area/status-text';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { CampaignPartnerPicker } from './campaign-partner-picker';
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
  const form = useForm<CustomTermsValues>({
    defaultValues: emptyCustomTerms,
    resolver: apiResolver<CustomTermsValues>(CreateCustomTermsIn, customTermsInput, FIELD_ALIAS),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const audience = useWatch({ control: form.control, name: 'audience' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (values.audience === 'partners' && values.publishers.length === 0) {
      form.setError('publishers', { type: 'required', message: 'Choose at least one partner' });
      return;
    }
    try {
      await create.mutateAsync(customTermsInput(values));
      onDone(
        values.audience === 'all'
          ? `“${values.title.trim()}” are now the campaign's general terms.`
          : `“${values.title.trim()}” created for the chosen partners.`,
      );
    } catch (error) {
      setFormError(showServerErrors(form, error, FIELDS, { alias: FIELD_ALIAS }).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
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
        <TextField label="Title" {...registerField(form, 'title')} />
        <SelectField label="Language" {...registerField(form, 'locale')}>
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
        {...registerField(form, 'terms')}
      />
      {audience === 'partners' && (
        <Controller
          control={form.control}
          name="publishers"
          render={({ field, fieldState }) => (
            <CampaignPartnerPicker
              campaignId={campaignId}
              selected={field.value}
              onChange={field.onChange}
              legend="Partners these terms apply to"
              emptyText={NO_PARTNERS_YET}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={create.isPending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create terms'}
        </Button>
      </div>
    </form>
  );
}
