'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CreateCampaignIn, UpdateCampaignIn } from '@/lib/schemas/campaign';
import { VERTICALS } from '@/lib/schemas/reference';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { splitServerError } from '@/lib/client/form-errors';
import { useCreateCampaign, useUpdateCampaign } from '@/lib/client/hooks/campaigns';
import { Button } from '@/components/ui/button';
import { CAMPAIGN_STATUS_LABELS } from '@/components/ui/badge';
import { CheckboxField, FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { CurrencyOptions, ReferenceOptions } from '@/components/ui/options';
import { useToast } from '@/components/ui/toast';
import type { Campaign } from './types';

interface Values {
  title: string;
  destination_url: string;
  status: string;
  commission_type: 'rate' | 'value';
  commission: string;
  default_currency: string;
  cookie_days: string;
  vertical_id: string;
  auto_approve_publisher: boolean;
  hidden_campaign: boolean;
  description: string;
}
const FIELDS = ['title', 'destination_url', 'status', 'commission', 'default_currency', 'cookie_days', 'vertical_id', 'description'] as const;

/** Where an error on a body attribute shows in this form. */
const ALIAS: Record<string, string> = {
  default_commission_rate: 'commission',
  default_commission_value: 'commission',
  cookie_period: 'cookie_days',
  'description.en': 'description',
};

const DAY = 86_400;

function valuesOf(c: Campaign | null): Values {
  if (!c) {
    return {
      title: '',
      destination_url: '',
      status: 'a',
      commission_type: 'rate',
      commission: '',
      default_currency: 'GBP',
      cookie_days: '30',
      vertical_id: '1',
      auto_approve_publisher: false,
      hidden_campaign: false,
      description: '',
    };
  }
  return {
    title: c.title,
    destination_url: c.destination_url,
    status: c.status,
    commission_type: c.default_commission_value !== null ? 'value' : 'rate',
    commission: c.default_commission_value ?? c.default_commission_rate ?? '',
    default_currency: c.default_currency,
    cookie_days: String(Math.round((c.cookie_period / DAY) * 100) / 100),
    vertical_id: String(c.vertical_id),
    auto_approve_publisher: c.auto_approve_publisher === 'y',
    hidden_campaign: c.hidden_campaign === 'y',
    description: c.description.en ?? '',
  };
}

function toInput(v: Values, campaign: Campaign | null, brandId: string) {
  const days = v.cookie_days.trim();
  const description = { ...(campaign?.description ?? {}) } as Record<string, string>;
  if (v.description.trim()) description.en = v.description.trim();
  else delete description.en;
  return {
    ...(campaign ? { campaign_id: campaign.campaign_id } : { advertiser_id: brandId }),
    title: v.title.trim(),
    destination_url: v.destination_url.trim(),
    status: v.status,
    [v.commission_type === 'rate' ? 'default_commission_rate' : 'default_commission_value']: blankTo(v.commission, campaign ? null : undefined),
    default_currency: v.default_currency,
    // The form speaks days; the API seconds.
    cookie_period: days === '' ? undefined : /^\d+(\.\d+)?$/.test(days) ? String(Math.round(Number(days) * DAY)) : days,
    vertical_id: v.vertical_id,
    auto_approve_publisher: v.auto_approve_publisher ? 'y' : 'n',
    hidden_campaign: v.hidden_campaign ? 'y' : 'n',
    description,
  };
}

/** Create or edit a campaign, validated with the API's CreateCampaignIn / UpdateCampaignIn. */
export function CampaignForm({ brandId, campaign }: { brandId: string; campaign: Campaign | null }) {
  const router = useRouter();
  const toast = useToast();
  const initial = useMemo(() => valuesOf(campaign), [campaign]);
  const form = useForm<Values>({
    defaultValues: initial,
    values: initial,
    resolver: apiResolver<Values>(campaign ? UpdateCampaignIn : CreateCampaignIn, (v) => toInput(v, campaign, brandId), ALIAS),
  });
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.campaign_id ?? '0');
  const [formError, setFormError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending;
  const type = useWatch({ control: form.control, name: 'commission_type' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = toInput(values, campaign, brandId);
    try {
      if (campaign) {
        await update.mutateAsync(body as never);
        toast('Campaign saved.');
      } else {
        const created = await create.mutateAsync(body as never);
        toast('Campaign created.');
        router.push(`/console/campaigns/${created.campaign.campaign_id}`);
      }
    } catch (error) {
      const split = splitServerError(error, FIELDS, ALIAS);
      for (const f of split.fields) form.setError(f.name as (typeof FIELDS)[number], { type: 'server', message: f.message }, { shouldFocus: true });
      setFormError(split.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={campaign ? 'Campaign details' : 'New campaign'}>
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" hint="5 to 45 characters" error={errors.title?.message} {...form.register('title')} />
        <TextField label="Destination URL" type="url" placeholder="https://" error={errors.destination_url?.message} {...form.register('destination_url')} />
        <SelectField label="Status" error={errors.status?.message} {...form.register('status')}>
          {Object.entries(CAMPAIGN_STATUS_LABELS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vertical" error={errors.vertical_id?.message} {...form.register('vertical_id')}>
          <ReferenceOptions list={VERTICALS} />
        </SelectField>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700">Default commission</legend>
          <div className="mt-1 flex flex-wrap items-start gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="rate" className="accent-brand" {...form.register('commission_type')} /> Percentage of the sale
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="value" className="accent-brand" {...form.register('commission_type')} /> Fixed amount
            </label>
          </div>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField label={type === 'rate' ? 'Commission (%)' : 'Commission amount'} inputMode="decimal" error={errors.commission?.message} {...form.register('commission')} />
            <SelectField label="Currency" error={errors.default_currency?.message} {...form.register('default_currency')}>
              <CurrencyOptions />
            </SelectField>
          </div>
        </fieldset>
        <TextField label="Cookie period (days)" inputMode="decimal" error={errors.cookie_days?.message} {...form.register('cookie_days')} />
      </div>
      <div className="space-y-2">
        <CheckboxField label="Approve partners' requests automatically" {...form.register('auto_approve_publisher')} />
        <CheckboxField label="Hidden campaign" hint="Not listed in discovery; partners can still request it by id." {...form.register('hidden_campaign')} />
      </div>
      <TextAreaField label="Description (English)" rows={4} error={errors.description?.message} {...form.register('description')} />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Saving…' : campaign ? 'Save campaign' : 'Create campaign'}
      </Button>
    </form>
  );
}
