'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { formatWindow } from '@/lib/client/format';
import { useCampaignDeals, useDeleteDeal, type Deal } from '@/lib/client/hooks/deals';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { AddButton, ItemDialog, RowButton, useEditing } from '@/components/ui/edit-dialog';
import { Section } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { DealForm } from './deal-form';
import { OFFER_LABELS } from './deal-form-values';

function State({ deal }: { deal: Deal }) {
  if (deal.active !== 'y') return <Badge tone="slate">Deleted</Badge>;
  return deal.live ? <Badge tone="green">Live</Badge> : <Badge tone="amber">Not running</Badge>;
}

function DealTable({
  deals,
  onEdit,
  onDelete,
}: {
  deals: Deal[];
  onEdit: (d: Deal) => void;
  onDelete: (d: Deal) => void;
}) {
  return (
    <DataTable
      caption="Deals"
      testId="deals"
      columns={[
        'Deal',
        'Offer',
        'Runs',
        'State',
        { label: 'Actions', align: 'right', srOnly: true },
      ]}
    >
      {deals.map((d) => (
        <tr key={d.campaign_deal_id}>
          <td className="py-2 pr-3">
            <span className="block font-medium">{d.title}</span>
            {d.coupon_code && (
              <span className="font-mono text-xs text-slate-500">{d.coupon_code}</span>
            )}
          </td>
          <td className="px-3 py-2">
            {OFFER_LABELS[d.offer_type]}: {d.offer_value}
          </td>
          <td className="px-3 py-2">
            {formatWindow(d.start_date_time, d.end_date_time, 'Open-ended')}
          </td>
          <td className="px-3 py-2">
            <State deal={d} />
          </td>
          <td className="py-2 pl-3 text-right whitespace-nowrap">
            <RowButton name={`Edit deal ${d.title}`} onClick={() => onEdit(d)} opensDialog />
            {d.active === 'y' && (
              <RowButton name={`Delete deal ${d.title}`} onClick={() => onDelete(d)} opensDialog>
                Delete
              </RowButton>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

const NO_DEALS = (
  <EmptyState title="No deals yet">A deal runs between its dates while it is active.</EmptyState>
);

/** The campaign page's "Deals" section: the campaign's timed offers, add, edit and delete. */
export function CampaignDeals({ campaignId }: { campaignId: string }) {
  const deals = useCampaignDeals(campaignId);
  const remove = useDeleteDeal(campaignId);
  const toast = useToast();
  const { editing, setEditing, close } = useEditing<Deal>();
  const [deleting, setDeleting] = useState<Deal | null>(null);
  const list = deals.data ?? [];
  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.campaign_deal_id);
      toast(`Deal “${deleting.title}” deleted.`);
    } catch (error) {
      toast(describeError(error));
    }
    setDeleting(null);
  }
  return (
    <Section
      title="Deals"
      id="deals"
      description="Timed offers (coupons, offers, sales) partners can show their audience."
      actions={<AddButton label="Add deal" onClick={() => setEditing('new')} opensDialog />}
    >
      <QueryView query={deals} loading="Loading deals…" empty={list.length === 0 && NO_DEALS}>
        <DealTable deals={list} onEdit={setEditing} onDelete={setDeleting} />
      </QueryView>
      <ItemDialog
        editing={editing}
        onClose={close}
        addTitle="Add deal"
        editTitle={(d) => `Edit deal ${d.title}`}
      >
        {(form) => <DealForm campaignId={campaignId} {...form} />}
      </ItemDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete deal ${deleting?.title ?? ''}`}
        confirmLabel="Delete deal"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p className="text-sm text-slate-700">
          Partners stop being offered it. It stays listed here as deleted.
        </p>
      </ConfirmDialog>
    </Section>
  );
}
