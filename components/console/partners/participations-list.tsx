'use client';

import Link from 'next/link';
import { Fragment, useState } from 'react';
import { useParticipationHistory, usePartnerParticipations } from '@/lib/client/hooks/partners';
import { formatDate, formatDateTime } from '@/lib/client/format';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PARTICIPATION_LABELS, StatusBadge } from '@/components/ui/badge';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@/components/ui/states';
import { ActorName } from './actor-name';

function History({ campaignId, partnerId }: { campaignId: string; partnerId: string }) {
  const history = useParticipationHistory(campaignId, partnerId, true);
  if (history.isLoading) {
    return (
      <span role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner /> Loading history…
      </span>
    );
  }
  if (history.isError)
    return (
      <ErrorState
        error={history.error}
        retry={() => history.refetch()}
        title="The history could not be loaded"
      />
    );
  return (
    <ol className="space-y-1 text-sm" aria-label="Status history">
      {(history.data ?? []).map((h, i) => (
        <li key={i} className="flex flex-wrap items-center gap-2">
          <span className="w-40 text-slate-500">{formatDateTime(h.created)}</span>
          {h.from_status ? (
            <StatusBadge status={h.from_status} labels={PARTICIPATION_LABELS} />
          ) : (
            <span className="text-slate-500">new</span>
          )}
          <span aria-hidden>→</span>
          <span className="sr-only">to</span>
          <StatusBadge status={h.to_status} labels={PARTICIPATION_LABELS} />
          {h.reason && <span className="text-slate-700">“{h.reason}”</span>}
          {h.actor_user_id && <ActorName userId={h.actor_user_id} />}
        </li>
      ))}
    </ol>
  );
}

/** The partner's participations on every campaign, each with its status history on demand. */
export function ParticipationsList({ partnerId }: { partnerId: string }) {
  const list = usePartnerParticipations(partnerId);
  const [open, setOpen] = useState<Set<string>>(new Set());
  if (list.isLoading) return <LoadingState label="Loading participations…" />;
  if (list.isError) return <ErrorState error={list.error} retry={() => list.refetch()} />;
  const items = list.data?.data ?? [];
  if (!items.length)
    return (
      <EmptyState title="No participations">
        The partner has not requested nor been invited to any campaign.
      </EmptyState>
    );
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <DataTable
      caption="Participations"
      testId="participations"
      columns={[
        'Campaign',
        'Status',
        'Approved',
        'Latest terms',
        { label: 'History', align: 'right' },
      ]}
    >
      {items.map((p) => (
        <Fragment key={p.campaign_id}>
          <tr data-testid={`participation-${p.campaign_id}`}>
            <td className="py-2 pr-3">
              <Link
                href={`/console/campaigns/${p.campaign_id}`}
                className="font-medium text-brand hover:underline"
              >
                {p.campaign_info.title}
              </Link>
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={p.status} labels={PARTICIPATION_LABELS} />
            </td>
            <td className="px-3 py-2 text-slate-600">{formatDate(p.approved)}</td>
            <td className="px-3 py-2 text-slate-600">
              {p.custom_terms === 'n'
                ? 'No custom terms'
                : p.agreed_latest_terms === 'y'
                  ? 'Accepted'
                  : 'Not accepted'}
            </td>
            <td className="py-2 pl-3 text-right">
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={open.has(p.campaign_id)}
                onClick={() => toggle(p.campaign_id)}
              >
                {open.has(p.campaign_id) ? 'Hide history' : 'Show history'}
              </Button>
            </td>
          </tr>
          {open.has(p.campaign_id) && (
            <tr>
              <td colSpan={5} className="bg-slate-50 px-4 py-3">
                <History campaignId={p.campaign_id} partnerId={partnerId} />
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </DataTable>
  );
}
