'use client';

import { formatWindow, plural } from '@/lib/client/format';
import { useCampaignPartnerGroups, type PartnerGroup } from '@/lib/client/hooks/partner-groups';
import { ActiveBadge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { AddButton, ItemDialog, RowButton, useEditing } from '@/components/ui/edit-dialog';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/states';
import { PartnerGroupForm } from './partner-group-form';

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
          <td className="px-3 py-2">{formatWindow(g.start_date_time, g.end_date_time)}</td>
          <td className="px-3 py-2">
            <ActiveBadge active={g.active} />
          </td>
          <td className="py-2 pl-3 text-right">
            <RowButton name={`Edit group ${g.name}`} onClick={() => onEdit(g)} opensDialog />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

const NO_GROUPS = (
  <EmptyState title="No partner groups yet">
    Group this campaign&apos;s partners, for reporting now and group commissions later.
  </EmptyState>
);

/**
 * The campaign page's "Partner groups": the campaign's groups with their partner counts, and a
 * dialog to create one or edit one (name, description, active, window, partners).
 */
export function CampaignPartnerGroups({ campaignId }: { campaignId: string }) {
  const groups = useCampaignPartnerGroups(campaignId);
  const { editing, setEditing, close } = useEditing<PartnerGroup>();
  const list = groups.data ?? [];
  return (
    <div>
      <div className="mb-3 flex justify-end">
        <AddButton label="Create partner group" onClick={() => setEditing('new')} opensDialog />
      </div>
      <QueryView
        query={groups}
        loading="Loading partner groups…"
        empty={list.length === 0 && NO_GROUPS}
      >
        <GroupTable groups={list} onEdit={setEditing} />
      </QueryView>
      <ItemDialog
        editing={editing}
        onClose={close}
        addTitle="Create partner group"
        editTitle={(g) => `Edit partner group ${g.name}`}
      >
        {(form) => <PartnerGroupForm campaignId={campaignId} {...form} />}
      </ItemDialog>
    </div>
  );
}
