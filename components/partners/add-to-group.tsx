'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import * as Dialog from '@radix-ui/react-dialog';
import { apiResolver } from '@/lib/client/form-resolver';
import { plural } from '@/lib/client/format';
import { useAddPartnersToGroup, usePartnerGroups } from '@/lib/client/hooks/partner-groups';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FormError, SelectField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { useToast } from '@/components/ui/toast';

const Values = z.object({ group: z.string().min(1, 'Choose a partner group') });
type Values = z.input<typeof Values>;

/** "Group name (Campaign)": a group belongs to one campaign. */
export const groupLabel = (g: { name: string; campaign: { name: string } }) =>
  `${g.name} (${g.campaign.name})`;

/** Adds the ticked partners to a partner (commission) group of one of the network's campaigns. */
export function AddToGroupDialog({
  networkId,
  open,
  selected,
  onClose,
  onDone,
}: {
  networkId: number;
  open: boolean;
  selected: Map<string, string>;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Add ${plural(selected.size, 'partner')} to a partner group`}
      description="Partners already in the group stay. Groups are made on a campaign's page."
    >
      {open && <GroupForm networkId={networkId} selected={selected} onDone={onDone} />}
    </Modal>
  );
}

function GroupForm({
  networkId,
  selected,
  onDone,
}: {
  networkId: number;
  selected: Map<string, string>;
  onDone: () => void;
}) {
  const toast = useToast();
  const groups = usePartnerGroups(networkId);
  const add = useAddPartnersToGroup();
  const form = useForm<Values>({
    defaultValues: { group: '' },
    resolver: apiResolver<Values>(Values),
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ group }) => {
    setFormError(null);
    const chosen = groups.data?.find((g) => g.id === group);
    if (!chosen) return;
    const partnerIds = [...selected.keys()];
    try {
      await add.mutateAsync({ campaignId: chosen.campaign.id, groupId: chosen.id, partnerIds });
      toast(`${plural(partnerIds.length, 'partner')} added to ${groupLabel(chosen)}.`);
      onDone();
    } catch (error) {
      setFormError(showServerErrors(form, error, ['group']).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add to partner group">
      <FormError message={formError} />
      {groups.isError && <FormError message="The partner groups could not be loaded." />}
      {groups.data?.length === 0 ? (
        <p className="text-sm text-slate-600">This network has no partner groups yet.</p>
      ) : (
        <SelectField label="Partner group" {...registerField(form, 'group')}>
          <option value="">Choose…</option>
          {groups.data?.map((g) => (
            <option key={g.id} value={g.id}>
              {groupLabel(g)}
            </option>
          ))}
        </SelectField>
      )}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={add.isPending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={add.isPending || !groups.data?.length}>
          {add.isPending ? 'Adding…' : 'Add to group'}
        </Button>
      </div>
    </form>
  );
}
