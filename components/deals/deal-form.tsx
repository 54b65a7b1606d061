'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { CreateDealIn } from '@/lib/schemas/deal';
import { apiResolver } from '@/lib/client/form-resolver';
import { useCreateDeal, useUpdateDeal, type Deal } from '@/lib/client/hooks/deals';
import { Button } from '@/components/ui/button';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/field';
import { CountryOptions } from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label="Starts (UTC, optional)"
          {...registerField(form, 'start')}
        />
        <TextField
          type="datetime-local"
          label="Expires (UTC, optional)"
          {...registerField(form, 'end')}
        />
      </div>
      <TextAreaField label="Terms (optional)" rows={2} {...registerField(form, 'terms')} />
    </>
  );
}

interface DealFormProps {
  campaignId: string;
  /** The deal to edit; null to add one. */
  deal: Deal | null;
  onDone: (message: string) => void;
}

/** Adds or edits a deal: title, offer, code, country, dates, terms, active. */
export function DealForm({ campaignId, deal, onDone }: DealFormProps) {
  const create = useCreateDeal(campaignId);
  const update = useUpdateDeal(campaignId);
  const form = useForm<DealValues>({
    defaultValues: deal ? valuesOf(deal) : emptyDeal,
    resolver: apiResolver<DealValues>(CreateDealIn, dealInput, FIELD_ALIAS),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (deal)
        await update.mutateAsync({ dealId: deal.campaign_deal_id, deal: dealInput(values) });
      else await create.mutateAsync(dealInput(values));
      onDone(deal ? `Deal “${values.title.trim()}” saved.` : 'Deal added.');
    } catch (error) {
      setFormError(showServerErrors(form, error, FIELDS, { alias: FIELD_ALIAS }).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField label="Title" {...registerField(form, 'title')} />
      <TextAreaField label="Description" rows={2} {...registerField(form, 'description')} />
      <OfferFields form={form} />
      <DetailFields form={form} />
      <CheckboxField
        label="Active"
        hint="Partners are offered active deals while they run."
        {...form.register('active')}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={pending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : deal ? 'Save deal' : 'Add deal'}
        </Button>
      </div>
    </form>
  );
}
