'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CURRENCIES } from '@/lib/schemas/enums';
import { checkClaim, useCreateClaim } from '@/lib/client/hooks/claims';
import { Modal } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/form-actions';
import { useFormSubmit } from '@/components/ui/api-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { useDialogWords } from '@/components/ui/dialog-words';
import { FormFrame } from '@/components/ui/form-frame';
import { ClaimCheckNotice, useProblemText } from './claim-check';
import {
  CLAIM_FIELDS,
  CLAIM_TYPES,
  campaignOf,
  claimInput,
  claimProblem,
  claimResolver,
  emptyClaim,
  type ClaimType,
  type ClaimValues,
} from './claim-values';

export interface ClaimCampaign {
  campaign_id: string;
  title: string;
  advertiser_name: string;
  default_currency?: string | null;
}

/** The claim form: campaign, what happened, order reference, when, value and currency, notes. */
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
  const qc = useQueryClient();
  const t = useTranslations('claims.form');
  const text = useProblemText();
  const { validation } = useDialogWords();
  const first = campaigns[0];
  const form = useForm<ClaimValues>({
    defaultValues: emptyClaim(
      first ? `${first.campaign_id}l${partnerId}` : '',
      first?.default_currency ?? 'GBP',
    ),
    resolver: claimResolver(
      {
        valueRequired: t('errors.valueRequired'),
        dateRequired: t('errors.dateRequired'),
        referenceRequired: t('errors.referenceRequired'),
        commissionRequired: t('errors.commissionRequired'),
      },
      validation,
    ),
  });
  const [camref, type, reference] = useWatch({
    control: form.control,
    name: ['camref', 'transaction_query_type', 'conversion_reference'],
  });
  const save = async (values: ClaimValues) => {
    const ref = values.conversion_reference.trim();
    // Checked again at sending: what the notice showed may be a moment old.
    const check = await qc.fetchQuery({
      queryKey: ['claims', 'check', partnerId, campaignOf(values.camref), ref],
      queryFn: () => checkClaim(partnerId, campaignOf(values.camref), ref),
      staleTime: 0,
    });
    const problem = claimProblem(values.transaction_query_type, check);
    if (problem) {
      form.setError(
        'conversion_reference',
        { type: 'duplicate', message: text(problem, ref) },
        { shouldFocus: true },
      );
      return;
    }
    await create.mutateAsync(claimInput(values));
    onDone();
  };
  const { formError, onSubmit } = useFormSubmit(form, CLAIM_FIELDS, save, { focus: true });
  const typeId = useId();
  const setType = (next: ClaimType) => {
    form.setValue('transaction_query_type', next);
    form.clearErrors('conversion_reference');
  };
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label={t('label')}>
      <SelectField label={t('campaign')} required {...registerField(form, 'camref')}>
        {campaigns.map((c) => (
          <option key={c.campaign_id} value={`${c.campaign_id}l${partnerId}`}>
            {c.title} ({c.advertiser_name})
          </option>
        ))}
      </SelectField>
      <fieldset aria-describedby={`${typeId}-hint`}>
        <legend className="text-sm font-medium text-slate-700">{t('type')}</legend>
        <p id={`${typeId}-hint`} className="text-xs text-slate-500">
          {t('typeHint')}
        </p>
        <div className="mt-2 space-y-2">
          {CLAIM_TYPES.map((k) => (
            <label key={k} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={k}
                className="mt-0.5"
                {...form.register('transaction_query_type', {
                  onChange: () => form.clearErrors('conversion_reference'),
                })}
              />
              <span>
                <span className="font-medium">{t(`types.${k}`)}</span>
                <span className="block text-xs text-slate-500">{t(`typeHints.${k}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('reference')}
        hint={t('referenceHint')}
        maxLength={256}
        required
        {...registerField(form, 'conversion_reference')}
      />
      <ClaimCheckNotice
        partnerId={partnerId}
        camref={camref}
        reference={reference}
        type={type}
        onType={setType}
      />
      <TextField
        label={type === 'untracked' ? t('dateTime') : t('dateTimeOptional')}
        type="datetime-local"
        required={type === 'untracked'}
        {...registerField(form, 'conversion_date_time')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={type === 'untracked' ? t('value') : t('valueOptional')}
          inputMode="decimal"
          hint={t('valueHint')}
          required={type === 'untracked'}
          {...registerField(form, 'conversion_value')}
        />
        <SelectField label={t('currency')} required {...registerField(form, 'conversion_currency')}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
      {type === 'incorrect_commission' && (
        <TextField
          label={t('expectedCommission')}
          inputMode="decimal"
          hint={t('expectedCommissionHint')}
          required
          {...registerField(form, 'expected_commission')}
        />
      )}
      <TextAreaField
        label={t('notes')}
        rows={3}
        maxLength={1000}
        hint={t('notesHint')}
        {...registerField(form, 'notes')}
      />
      <DialogFormActions pending={create.isPending} label={t('send')} pendingLabel={t('sending')} />
    </FormFrame>
  );
}

/** "Claim a sale": the form in a dialog; it closes once the claim is recorded. */
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
