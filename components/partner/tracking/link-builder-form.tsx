'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CreateTrackingLinkIn } from '@/lib/schemas/tracking';
import { apiResolver } from '@/lib/client/form-resolver';
import { useCreatePartnerLink, type TrackingLink } from '@/lib/client/hooks/partner-tracking';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { FormFrame } from '@/components/ui/form-frame';
import { DeepLinkRefused } from './deep-link-refused';
import {
  LINK_ALIAS,
  LINK_FIELDS,
  linkInput,
  refusedDeepLink,
  type LinkValues,
} from './link-values';

export interface BuilderCampaign {
  campaign_id: string;
  title: string;
  advertiser_name: string;
  destination_url: string;
  allow_deep_linking: string;
}

/**
 * Campaign, optional deep link and sub ID; the API stores the link and builds its URLs. A deep
 * link the brand's domains refuse is explained, with the default destination it would fall to.
 */
export function LinkBuilderForm({
  partnerId,
  campaigns,
  onBuilt,
}: {
  partnerId: string;
  campaigns: BuilderCampaign[];
  onBuilt: (link: TrackingLink) => void;
}) {
  const create = useCreatePartnerLink(partnerId);
  const t = useTranslations('links.form');
  const form = useForm<LinkValues>({
    defaultValues: {
      campaign_id: campaigns[0]?.campaign_id ?? '',
      destination_url: '',
      pubref: '',
    },
    resolver: apiResolver<LinkValues>(CreateTrackingLinkIn, (v) => linkInput(v), LINK_ALIAS),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ url: string; reason: string } | null>(null);
  const campaignId = useWatch({ control: form.control, name: 'campaign_id' });
  const campaign = campaigns.find((c) => c.campaign_id === campaignId);

  async function build(values: LinkValues, withDeepLink: boolean) {
    setFormError(null);
    setRefused(null);
    try {
      onBuilt(await create.mutateAsync(linkInput(values, withDeepLink)));
      form.clearErrors();
    } catch (error) {
      const reason = withDeepLink ? refusedDeepLink(error) : null;
      if (reason) {
        setRefused({ url: values.destination_url.trim(), reason });
        form.setError('destination_url', {
          type: 'server',
          message: t('notFollowed'),
        });
        return;
      }
      setFormError(showServerErrors(form, error, LINK_FIELDS, { alias: LINK_ALIAS }).message);
    }
  }

  const onSubmit = form.handleSubmit((values) => build(values, true));
  const noDeepLinks = campaign?.allow_deep_linking === 'n';
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label={t('label')}>
      <SelectField
        label={t('campaign')}
        className="max-w-md"
        {...registerField(form, 'campaign_id')}
      >
        {campaigns.map((c) => (
          <option key={c.campaign_id} value={c.campaign_id}>
            {c.title} ({c.advertiser_name})
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('deepLink')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={
          campaign &&
          (noDeepLinks
            ? t('noDeepLinks', { url: campaign.destination_url })
            : t('deepLinkHint', { url: campaign.destination_url }))
        }
        {...registerField(form, 'destination_url')}
      />
      <TextField
        label={t('subId')}
        className="max-w-md"
        hint={t('subIdHint')}
        maxLength={255}
        {...registerField(form, 'pubref')}
      />
      {refused && campaign && (
        <DeepLinkRefused
          url={refused.url}
          reason={refused.reason}
          defaultDestination={campaign.destination_url}
          pending={create.isPending}
          onUseDefault={() => build(form.getValues(), false)}
          onEdit={() => {
            setRefused(null);
            form.setFocus('destination_url');
          }}
        />
      )}
      <Button type="submit" variant="primary" disabled={create.isPending}>
        {create.isPending ? t('creating') : t('create')}
      </Button>
    </FormFrame>
  );
}
