'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { useCampaignGroupMutations, useCampaignGroups } from '@/lib/client/hooks/campaign-groups';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { CampaignGroupDialog, type EditedGroup } from './campaign-group-dialog';

type Editing = { group: EditedGroup | null } | null;

function GroupRow({
  group,
  onEdit,
  onDelete,
}: {
  group: EditedGroup & { campaign_count: number };
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-slate-900">{group.name}</p>
        <p className="text-sm text-slate-500">
          {group.campaign_count === 1 ? '1 campaign' : `${group.campaign_count} campaigns`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onEdit} aria-label={`Edit ${group.name}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${group.name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The brand's campaign groups, on the brand page: list, create, edit, delete. */
export function CampaignGroups({ brandId }: { brandId: string }) {
  const groups = useCampaignGroups(brandId);
  const { remove } = useCampaignGroupMutations(brandId);
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EditedGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.campaign_group_id);
      toast('Campaign group deleted. Its campaigns are unchanged.');
      setDeleting(null);
    } catch (error) {
      setDeleteError(describeError(error));
    }
  }

  return (
    <div className="mt-6">
      <Section
        title="Campaign groups"
        id="campaign-groups"
        description="Named sets of this brand's campaigns."
        actions={
          <Button variant="primary" size="sm" onClick={() => setEditing({ group: null })}>
            New campaign group
          </Button>
        }
      >
        {groups.isLoading ? (
          <LoadingState label="Loading the campaign groups…" />
        ) : groups.isError || !groups.data ? (
          <ErrorState error={groups.error} retry={() => groups.refetch()} />
        ) : groups.data.data.length === 0 ? (
          <p className="text-sm text-slate-500">No campaign groups yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Campaign groups">
            {groups.data.data.map((g) => (
              <GroupRow
                key={g.campaign_group_id}
                group={g}
                onEdit={() => setEditing({ group: g })}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(g);
                }}
              />
            ))}
          </ul>
        )}
      </Section>
      <CampaignGroupDialog
        brandId={brandId}
        group={editing?.group ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete campaign group ${deleting?.name ?? ''}?`}
        description="The group goes; its campaigns stay as they are."
        confirmLabel="Delete group"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      >
        {deleteError && (
          <p role="alert" className="text-sm text-red-700">
            {deleteError}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
