'use client';

import { z } from 'zod';
import { plural } from '@/lib/client/format';
import { useAddPartnersToGroup, usePartnerGroups } from '@/lib/client/hooks/partner-groups';
import { useApiForm } from '@/components/ui/api-form';
import { FormError, SelectField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { useToast } from '@/components/ui/toast';
import { FormFrame } from '@/components/ui/form-frame';
import {
  SelectionDialog,
  type SelectionDialogProps,
  type SelectionFormProps,
} from './selection-dialog';

const Values = z.object({ group: z.string().min(1, 'Choose a partner group') });
type Values = z.input<typeof Values>;

/** "Group name (Campaign)": a group belongs to one campaign. */
export const groupLabel = (g: { name: string; campaign: { name: string } }) =>
  `${g.name} (${g.campaign.name})`;

/** Adds the ticked partners to a partner (commission) group of one of the network's campaigns. */
export function AddToGroupDialog({ open, onClose, ...form }: SelectionDialogProps) {
  return (
    <SelectionDialog
      open={open}
      onClose={onClose}
      title={`Add ${plural(form.selected.size, 'partner')} to a partner group`}
      description="Partners already in the group stay. Groups are made on a campaign's page."
    >
      <GroupForm {...form} />
    </SelectionDialog>
  );
}

function GroupForm({ networkId, selected, onDone }: SelectionFormProps) {
  const toast = useToast();
  const groups = usePartnerGroups(networkId);
  const add = useAddPartnersToGroup();
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: { group: '' },
    schema: Values,
    fields: ['group'],
    save: async ({ group }) => {
      const chosen = groups.data?.find((g) => g.id === group);
      if (!chosen) return;
      const partnerIds = [...selected.keys()];
      await add.mutateAsync({ campaignId: chosen.campaign.id, groupId: chosen.id, partnerIds });
      toast(`${plural(partnerIds.length, 'partner')} added to ${groupLabel(chosen)}.`);
      onDone();
    },
  });

  return (
    <FormFrame onSubmit={onSubmit} error={formError} label="Add to partner group">
      {groups.isError && <FormError message="The partner groups could not be loaded." />}
      {groups.data?.length === 0 ? (
        <p className="text-sm text-slate-600">This network has no partner groups yet.</p>
      ) : (
        <SelectField label="Partner group" {...field('group')}>
          <option value="">Choose…</option>
          {groups.data?.map((g) => (
            <option key={g.id} value={g.id}>
              {groupLabel(g)}
            </option>
          ))}
        </SelectField>
      )}
      <DialogFormActions
        pending={add.isPending}
        disabled={!groups.data?.length}
        label="Add to group"
        pendingLabel="Adding…"
      />
    </FormFrame>
  );
}
