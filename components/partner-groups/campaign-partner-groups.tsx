'use client';

import { useState } from 'react';
import { formatDateTime, plural } from '@/lib/client/format';
import { useCampaignPartnerGroups, type PartnerGroup } from '@/lib/client/hooks/partner-groups';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { PartnerGroupForm } from './partner-group-form';

/** When a group applies, in words. */
function windowOf(g: PartnerGroup): string {
  if (!g.start_date_time && !g.end_date_time) return 'Always';
  if (!g.end_date_time) return `From ${formatDateTime(g.start_date_time)}`;
  if (!g.start_date_time) return `Until ${formatDateTime(g.end_date_time)}`;
  return `${formatDateTime(g.start_date_time)} – ${formatDateTime(g.end_date_time)}`;
}

function GroupTable({
  groups,
  onEdit,
}: {
  groups: PartnerGroup[];
  onEdit: (g: PartnerGroup) => void;
}) {
  return (
    <DataTable
      caption="Partner groups"
      testId="partner-groups"
      columns={[
        'Group',
        { label: 'Partners', align: 'right' },
        'Applies',
        'State',
        { label: 'Actions', align: 'right', srOnly: true },
      ]}
    >
      {groups.map((g) => (
        <tr key={g.commission_group_id}>
          <td className="py-2 pr-3">
            <span className="block font-medium">{g.name}</span>
            {g.description && <span className="text-xs text-slate-500">{g.description}</span>}
          </td>
          <td className="px-3 py-2 text-right tabular-nums">
            {plural(g.publishers.length, 'partner')}
          </td>
          <td className="px-3 py-2">{windowOf(g)}</td>
          <td className="px-3 py-2">
            <Badge tone={g.active === 'y' ? 'green' : 'slate'}>
              {g.active === 'y' ? 'Active' : 'Inactive'}
            </Badge>
          </td>
          <td className="py-2 pl-3 text-right">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onEdit(g)}
              aria-label={`Edit group ${g.name}`}
              aria-haspopup="dialog"
            >
              Edit
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The campaign page's "Partner groups": the campaign's groups with their partner counts, and a
 * dialog to create one or edit one (name, description, active, window, partners).
 */
export function CampaignPartnerGroups({ campaignId }: { campaignId: string }) {
  const groups = useCampaignPartnerGroups(campaignId);
  const toast = useToast();
  const [editing, setEditing] = useState<PartnerGroup | 'new' | null>(null);
  const close = () => setEditing(null);
  const done = (message: string) => {
    close();
    toast(message);
  };
  const list = groups.data ?? [];
  return (
    <div>
      <div className="mb-3 flex justify-end">
        <Button
          variant="primary"
          size="sm"
          onClick={() => setEditing('new')}
          aria-haspopup="dialog"
        >
          Create partner group
        </Button>
      </div>
      {groups.isLoading ? (
        <LoadingState label="Loading partner groups…" />
      ) : groups.isError ? (
        <ErrorState error={groups.error} retry={() => groups.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No partner groups yet">
          Group this campaign&apos;s partners, for reporting now and group commissions later.
        </EmptyState>
      ) : (
        <GroupTable groups={list} onEdit={setEditing} />
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && close()}
        title={
          editing === 'new' || editing === null
            ? 'Create partner group'
            : `Edit partner group ${editing.name}`
        }
        wide
      >
        {editing !== null && (
          <PartnerGroupForm
            campaignId={campaignId}
            group={editing === 'new' ? null : editing}
            onDone={done}
          />
        )}
      </Modal>
    </div>
  );
}
