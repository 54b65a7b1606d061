'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CommissionGroupCreateItemIn,
  CommissionGroupUpdateItemIn,
} from '@/lib/schemas/partner-groups';
import { apiResolver } from '@/lib/client/form-resolver';
import {
  useCreatePartnerGroup,
  useUpdatePartnerGroup,
  type PartnerGroup,
} from '@/lib/client/hooks/partner-groups';
import { Button } from '@/components/ui/button';
import { CheckboxField, FormError, TextAreaField, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import {
  createInput,
  emptyGroup,
  FIELD_ALIAS,
  FIELDS,
  updateInput,
  valuesOf,
  type GroupValues,
} from './group-form-values';
import { CampaignPartnerPicker } from '@/components/campaigns/campaign-partner-picker';

interface PartnerGroupFormProps {
  campaignId: string;
  /** The group to edit; null to create one. */
  group: PartnerGroup | null;
  onDone: (message: string) => void;
}

/** Creates or edits a partner group: name, description, active, optional window, members. */
export function PartnerGroupForm({ campaignId, group, onDone }: PartnerGroupFormProps) {
  const create = useCreatePartnerGroup();
  const update = useUpdatePartnerGroup();
  const toInput = group ? updateInput(group) : createInput(campaignId);
  const form = useForm<GroupValues>({
    defaultValues: group ? valuesOf(group) : emptyGroup,
    resolver: apiResolver<GroupValues>(
      group ? CommissionGroupUpdateItemIn : CommissionGroupCreateItemIn,
      toInput,
      FIELD_ALIAS,
    ),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (group) await update.mutateAsync(updateInput(group)(values));
      else await create.mutateAsync(createInput(campaignId)(values));
      onDone(group ? `Partner group “${values.name.trim()}” saved.` : 'Partner group created.');
    } catch (error) {
      setFormError(showServerErrors(form, error, FIELDS, { alias: FIELD_ALIAS }).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField label="Group name" {...registerField(form, 'name')} />
      <TextAreaField label="Description" rows={2} {...registerField(form, 'description')} />
      <CheckboxField
        label="Active"
        hint="An inactive group keeps its partners but does not apply."
        {...form.register('active')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label="Starts (UTC, optional)"
          {...registerField(form, 'start')}
        />
        <TextField
          type="datetime-local"
          label="Ends (UTC, optional)"
          {...registerField(form, 'end')}
        />
      </div>
      <Controller
        control={form.control}
        name="publishers"
        render={({ field, fieldState }) => (
          <CampaignPartnerPicker
            campaignId={campaignId}
            selected={field.value}
            onChange={field.onChange}
            legend="Partners in the group"
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={pending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : group ? 'Save group' : 'Create group'}
        </Button>
      </div>
    </form>
  );
}
