'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CURRENCIES } from '@/lib/schemas/enums';
import { useCreateClaim } from '@/lib/client/hooks/claims';
import { Button } from '@/components/ui/button';
import { DialogCancel, Modal } from '@/components/ui/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import {
  CLAIM_FIELDS,
  claimInput,
  claimResolver,
  emptyClaim,
  type ClaimValues,
} from './claim-values';

export interface ClaimCampaign {
  campaign_id: string;
  title: string;
  advertiser_name: string;
  default_currency?: string | null;
}

/** The claim form: campaign, order reference, when, value and currency, notes and evidence. */
function ClaimForm({
  partnerId,
  campaigns,
  onDone,
}: {
  partnerId: string;
  campaigns: ClaimCampaign[];
  onDone: () => void;
}) {
  const create = useCreateClaim(partnerId);
  const t = useTranslations('claims.form');
  const first = campaigns[0];
  const form = useForm<ClaimValues>({
    defaultValues: emptyClaim(
      first ? `${first.campaign_id}l${partnerId}` : '',
      first?.default_currency ?? 'GBP',
    ),
    resolver: claimResolver,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(claimInput(values));
      onDone();
    } catch (error) {
      setFormError(showServerErrors(form, error, CLAIM_FIELDS, { focus: true }).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('label')}>
      <FormError message={formError} />
      <SelectField label={t('campaign')} {...registerField(form, 'camref')}>
        {campaigns.map((c) => (
          <option key={c.campaign_id} value={`${c.campaign_id}l${partnerId}`}>
            {c.title} ({c.advertiser_name})
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('reference')}
        hint={t('referenceHint')}
        maxLength={256}
        {...registerField(form, 'conversion_reference')}
      />
      <TextField
        label={t('dateTime')}
        type="datetime-local"
        {...registerField(form, 'conversion_date_time')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('value')}
          inputMode="decimal"
          hint={t('valueHint')}
          {...registerField(form, 'conversion_value')}
        />
        <SelectField label={t('currency')} {...registerField(form, 'conversion_currency')}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('notes')}
        rows={3}
        maxLength={1000}
        hint={t('notesHint')}
        {...registerField(form, 'notes')}
      />
      <div className="flex justify-end gap-2">
        <DialogCancel disabled={create.isPending} />
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  );
}

/** "Claim a missing sale": the form in a dialog; it closes once the claim is recorded. */
export function ClaimDialog({
  open,
  onOpenChange,
  partnerId,
  campaigns,
  onClaimed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  partnerId: string;
  campaigns: ClaimCampaign[];
  onClaimed: () => void;
}) {
  const t = useTranslations('claims.form');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('label')}
      description={t('description')}
      wide
    >
      {open && (
        <ClaimForm
          partnerId={partnerId}
          campaigns={campaigns}
          onDone={() => {
            onOpenChange(false);
            onClaimed();
          }}
        />
      )}
    </Modal>
  );
}
