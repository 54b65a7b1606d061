'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { formatDateTime } from '@/lib/client/format';
import { useCampaignDeals, useDeleteDeal, type Deal } from '@/lib/client/hooks/deals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { DealForm } from './deal-form';
import { OFFER_LABELS } from './deal-form-values';

function runs(d: Deal): string {
  if (!d.start_date_time && !d.end_date_time) return 'Open-ended';
  if (!d.end_date_time) return `From ${formatDateTime(d.start_date_time)}`;
  if (!d.start_date_time) return `Until ${formatDateTime(d.end_date_time)}`;
  return `${formatDateTime(d.start_date_time)} – ${formatDateTime(d.end_date_time)}`;
}

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
          <td className="px-3 py-2">{runs(d)}</td>
          <td className="px-3 py-2">
            <State deal={d} />
          </td>
          <td className="py-2 pl-3 text-right whitespace-nowrap">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onEdit(d)}
              aria-label={`Edit deal ${d.title}`}
              aria-haspopup="dialog"
            >
              Edit
            </Button>
            {d.active === 'y' && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onDelete(d)}
                aria-label={`Delete deal ${d.title}`}
                aria-haspopup="dialog"
              >
                Delete
              </Button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The campaign page's "Deals" section: the campaign's timed offers, add, edit and delete. */
export function CampaignDeals({ campaignId }: { campaignId: string }) {
  const deals = useCampaignDeals(campaignId);
  const remove = useDeleteDeal(campaignId);
  const toast = useToast();
  const [editing, setEditing] = useState<Deal | 'new' | null>(null);
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
      actions={
        <Button
          variant="primary"
          size="sm"
          onClick={() => setEditing('new')}
          aria-haspopup="dialog"
        >
          Add deal
        </Button>
      }
    >
      {deals.isLoading ? (
        <LoadingState label="Loading deals…" />
      ) : deals.isError ? (
        <ErrorState error={deals.error} retry={() => deals.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No deals yet">
          A deal runs between its dates while it is active.
        </EmptyState>
      ) : (
        <DealTable deals={list} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' || editing === null ? 'Add deal' : `Edit deal ${editing.title}`}
        wide
      >
        {editing !== null && (
          <DealForm
            campaignId={campaignId}
            deal={editing === 'new' ? null : editing}
            onDone={(message) => {
              setEditing(null);
              toast(message);
            }}
          />
        )}
      </Modal>
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
