'use client';

import { PartnerGroupCreateItemIn, PartnerGroupUpdateItemIn } from '@/lib/schemas/partner-groups';
import {
  useCreatePartnerGroup,
  useUpdatePartnerGroup,
  type PartnerGroup,
} from '@/lib/client/hooks/partner-groups';
import { useApiForm } from '@/components/ui/api-form';
import { DateWindowFields } from '@/components/ui/date-window-fields';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { CampaignPartnerField } from '@/components/console/campaigns/campaign-partner-picker';
import type { ItemFormProps } from '@/components/ui/edit-dialog';
import { FormFrame } from '@/components/ui/form-frame';
import {
  createInput,
  emptyGroup,
  FIELD_ALIAS,
  FIELDS,
  updateInput,
  valuesOf,
  type GroupValues,
} from './group-form-values';

/** Creates or edits a partner group: name, description, active, optional window, members. */
export function PartnerGroupForm({
  campaignId,
  item: group,
  onDone,
}: ItemFormProps<PartnerGroup> & { campaignId: string }) {
  const create = useCreatePartnerGroup();
  const update = useUpdatePartnerGroup();
  const toInput = group ? updateInput(group) : createInput(campaignId);
  const { form, field, formError, onSubmit } = useApiForm<GroupValues>({
    defaultValues: group ? valuesOf(group) : emptyGroup,
    schema: group ? PartnerGroupUpdateItemIn : PartnerGroupCreateItemIn,
    toInput,
    fields: FIELDS,
    alias: FIELD_ALIAS,
    save: async (values) => {
      if (group) await update.mutateAsync(updateInput(group)(values));
      else await create.mutateAsync(createInput(campaignId)(values));
      onDone(group ? `Partner group “${values.name.trim()}” saved.` : 'Partner group created.');
    },
  });
  const pending = create.isPending || update.isPending;

  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TextField label="Group name" {...field('name')} />
      <TextAreaField label="Description" rows={2} {...field('description')} />
      <CheckboxField
        label="Active"
        hint="An inactive group keeps its partners but does not apply."
        {...form.register('active')}
      />
      <DateWindowFields start={field('start')} end={field('end')} />
      <CampaignPartnerField form={form} campaignId={campaignId} legend="Partners in the group" />
      <DialogFormActions pending={pending} label={group ? 'Save group' : 'Create group'} />
    </FormFrame>
  );
}
