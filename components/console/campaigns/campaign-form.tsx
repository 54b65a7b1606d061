'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CreateCampaignIn, UpdateCampaignIn } from '@/lib/schemas/campaign/requests';
import { VERTICALS } from '@/lib/schemas/reference';
import { apiResolver } from '@/lib/client/form-resolver';
import { useCreateCampaign, useUpdateCampaign } from '@/lib/client/hooks/campaigns';
import { useFormSubmit } from '@/components/ui/api-form';
import { Button } from '@/components/ui/button';
import { CAMPAIGN_STATUS_LABELS } from '@/components/ui/badge';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/field';
import { ReferenceOptions } from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import { useToast } from '@/components/ui/toast';
import { ALIAS, FIELDS, toInput, valuesOf, type Values } from './campaign-form-values';
import { CommissionFieldset } from './commission-fieldset';
import type { Campaign } from './types';

/** Create or edit a campaign, validated with the API's CreateCampaignIn / UpdateCampaignIn. */
export function CampaignForm({
  brandId,
  campaign,
}: {
  brandId: string;
  campaign: Campaign | null;
}) {
  const router = useRouter();
  const toast = useToast();
  const initial = useMemo(() => valuesOf(campaign), [campaign]);
  const form = useForm<Values>({
    defaultValues: initial,
    values: initial,
    resolver: apiResolver<Values>(
      campaign ? UpdateCampaignIn : CreateCampaignIn,
      (v) => toInput(v, campaign, brandId),
      ALIAS,
    ),
  });
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.campaign_id ?? '0');
  const pending = create.isPending || update.isPending;
  const save = async (values: Values) => {
    const body = toInput(values, campaign, brandId);
    if (campaign) {
      await update.mutateAsync(body as never);
      toast('Campaign saved.');
    } else {
      const created = await create.mutateAsync(body as never);
      toast('Campaign created.');
      router.push(`/console/campaigns/${created.campaign.campaign_id}`);
    }
  };
  const { formError, onSubmit } = useFormSubmit(form, FIELDS, save, { alias: ALIAS, focus: true });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={campaign ? 'Campaign details' : 'New campaign'}
    >
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          hint="5 to 45 characters"
          required
          {...registerField(form, 'title')}
        />
        <TextField
          label="Destination URL"
          type="url"
          placeholder="https://"
          required
          {...registerField(form, 'destination_url')}
        />
        <SelectField label="Status" {...registerField(form, 'status')}>
          {Object.entries(CAMPAIGN_STATUS_LABELS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vertical" {...registerField(form, 'vertical_id')}>
          <ReferenceOptions list={VERTICALS} />
        </SelectField>
        <CommissionFieldset form={form} />
        <TextField
          label="Cookie period (days)"
          inputMode="decimal"
          {...registerField(form, 'cookie_days')}
        />
      </div>
      <div className="space-y-2">
        <CheckboxField
          label="Approve partners' requests automatically"
          {...form.register('auto_approve_publisher')}
        />
        <CheckboxField
          label="Hidden campaign"
          hint="Not listed in discovery; partners can still request it by id."
          {...form.register('hidden_campaign')}
        />
      </div>
      <TextAreaField
        label="Description (English)"
        rows={4}
        {...registerField(form, 'description')}
      />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Saving…' : campaign ? 'Save campaign' : 'Create campaign'}
      </Button>
    </form>
  );
}
