'use client';

import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  useBrandCampaignChoices,
  useCampaignGroupMutations,
} from '@/lib/client/hooks/campaign-groups';
import { useApiForm } from '@/components/ui/api-form';
import { CheckboxField, FormError, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/form-actions';
import { LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

export interface EditedGroup {
  campaign_group_id: string;
  name: string;
  campaign_ids: string[];
}

const GroupValues = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the group a name.')
    .max(100, 'The name is too long: at most 100 characters.'),
  campaign_ids: z.array(z.string()),
});
type Values = z.input<typeof GroupValues>;
const FIELDS = ['name', 'campaign_ids'] as const;

function CampaignChoices({
  brandId,
  value,
  onChange,
  error,
}: {
  brandId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const choices = useBrandCampaignChoices(brandId);
  if (choices.isLoading) return <LoadingState label="Loading the brand's campaigns…" />;
  const campaigns = choices.data?.data ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-700">Campaigns in this group</legend>
      {campaigns.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">This brand has no campaigns yet.</p>
      ) : (
        <div className="mt-2 max-h-64 space-y-2 overflow-y-auto">
          {campaigns.map((c) => (
            <CheckboxField
              key={c.id}
              label={c.title}
              checked={value.includes(c.id)}
              onChange={(e) => toggle(c.id, e.target.checked)}
            />
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface DialogProps {
  brandId: string;
  /** The group to edit, or null for a new one. */
  group: EditedGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog's form. The dialog mounts it on each opening (Radix unmounts closed content), so
 * it always starts from the group as stored: what a cancelled edit typed is gone.
 */
function GroupForm({ brandId, group, onOpenChange }: Omit<DialogProps, 'open'>) {
  const { create, update } = useCampaignGroupMutations(brandId);
  const toast = useToast();
  const { form, field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: { name: group?.name ?? '', campaign_ids: group?.campaign_ids ?? [] },
    schema: GroupValues,
    fields: FIELDS,
    save: async (values) => {
      const input = { name: values.name.trim(), campaignIds: values.campaign_ids };
      if (group)
        await update.mutateAsync({
          id: group.campaign_group_id,
          input,
          renamed: input.name !== group.name,
        });
      else await create.mutateAsync(input);
      toast(group ? 'Campaign group saved.' : 'Campaign group created.');
      onOpenChange(false);
    },
  });
  const campaignIds = useWatch({ control: form.control, name: 'campaign_ids' });
  const pending = create.isPending || update.isPending;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={group ? 'Edit campaign group' : 'New campaign group'}
    >
      <FormError message={formError} />
      <TextField label="Group name" autoComplete="off" {...field('name')} />
      <CampaignChoices
        brandId={brandId}
        value={campaignIds}
        onChange={(ids) => form.setValue('campaign_ids', ids, { shouldDirty: true })}
        error={form.formState.errors.campaign_ids?.message}
      />
      <DialogFormActions
        pending={pending}
        label={group ? 'Save group' : 'Create group'}
        className="mt-6 flex justify-end gap-2"
      />
    </form>
  );
}

/** Create a campaign group, or rename one and choose its campaigns; Cancel leaves it as it was. */
export function CampaignGroupDialog({ brandId, group, open, onOpenChange }: DialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={group ? `Edit campaign group ${group.name}` : 'New campaign group'}
      description="A named set of this brand's campaigns."
      wide
    >
      <GroupForm
        key={group?.campaign_group_id ?? 'new'}
        brandId={brandId}
        group={group}
        onOpenChange={onOpenChange}
      />
    </Modal>
  );
}
