'use client';

import type { UseFormReturn } from 'react-hook-form';
import { CreateDealIn } from '@/lib/schemas/deal';
import { useCreateDeal, useUpdateDeal, type Deal } from '@/lib/client/hooks/deals';
import { useApiForm } from '@/components/ui/api-form';
import { DateWindowFields } from '@/components/ui/date-window-fields';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { CountryOptions } from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import { DialogFormActions } from '@/components/ui/form-actions';
import type { ItemFormProps } from '@/components/ui/edit-dialog';
import { FormFrame } from '@/components/ui/form-frame';
import {
  dealInput,
  emptyDeal,
  FIELD_ALIAS,
  FIELDS,
  OFFER_LABELS,
  valuesOf,
  type DealValues,
} from './deal-form-values';

function OfferFields({ form }: { form: UseFormReturn<DealValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField label="Offer type" {...registerField(form, 'offer_type')}>
        {Object.entries(OFFER_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label="Offer value" hint="e.g. 40% off" {...registerField(form, 'offer_value')} />
      <TextField label="Coupon code (optional)" {...registerField(form, 'coupon_code')} />
    </div>
  );
}

function DetailFields({ form }: { form: UseFormReturn<DealValues> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Category (optional)" {...registerField(form, 'category')} />
        <SelectField label="Country (optional)" {...registerField(form, 'country_iso')}>
          <option value="">Any country</option>
          <CountryOptions />
        </SelectField>
      </div>
      <TextField
        label="Deal URL (optional)"
        hint="A deep link to the deal; blank for the campaign's destination."
        {...registerField(form, 'destination')}
      />
      <DateWindowFields
        start={registerField(form, 'start')}
        end={registerField(form, 'end')}
        endLabel="Expires (UTC, optional)"
      />
      <TextAreaField label="Terms (optional)" rows={2} {...registerField(form, 'terms')} />
    </>
  );
}

/** Adds or edits a deal: title, offer, code, country, dates, terms, active. */
export function DealForm({
  campaignId,
  item: deal,
  onDone,
}: ItemFormProps<Deal> & { campaignId: string }) {
  const create = useCreateDeal(campaignId);
  const update = useUpdateDeal(campaignId);
  const { form, formError, onSubmit } = useApiForm<DealValues>({
    defaultValues: deal ? valuesOf(deal) : emptyDeal,
    schema: CreateDealIn,
    toInput: dealInput,
    fields: FIELDS,
    alias: FIELD_ALIAS,
    save: async (values) => {
      if (deal)
        await update.mutateAsync({ dealId: deal.campaign_deal_id, deal: dealInput(values) });
      else await create.mutateAsync(dealInput(values));
      onDone(deal ? `Deal “${values.title.trim()}” saved.` : 'Deal added.');
    },
  });
  const pending = create.isPending || update.isPending;
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TextField label="Title" {...registerField(form, 'title')} />
      <TextAreaField label="Description" rows={2} {...registerField(form, 'description')} />
      <OfferFields form={form} />
      <DetailFields form={form} />
      <CheckboxField
        label="Active"
        hint="Partners are offered active deals while they run."
        {...form.register('active')}
      />
      <DialogFormActions pending={pending} label={deal ? 'Save deal' : 'Add deal'} />
    </FormFrame>
  );
}
