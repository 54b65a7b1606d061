'use client';

import Link from 'next/link';
import { useIncidents } from '@/lib/client/hooks/fraud';
import { Badge } from '@/components/ui/badge';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { METRIC_LABELS } from './words';

const SHOWN = 5;

/** The partner page's fraud incidents: the newest few, each linked to its review. */
export function PartnerIncidents({ partnerId }: { partnerId: string }) {
  const incidents = useIncidents({ partner_id: partnerId }, 0, SHOWN);
  if (incidents.isLoading) return <LoadingState label="Loading fraud incidents" />;
  if (incidents.isError)
    return <ErrorState error={incidents.error} retry={() => incidents.refetch()} />;
  const rows = incidents.data?.data ?? [];
  const total = incidents.data?.total ?? 0;
  const all = `/console/fraud?partner_id=${partnerId}`;
  if (!rows.length)
    return <p className="text-sm text-slate-600">No fraud incident names this partner.</p>;
  return (
    <div className="space-y-2 text-sm" data-testid="partner-incidents">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{METRIC_LABELS[r.metric]}</span>
              <span className="block text-slate-600">
                {r.date} · {r.campaign_title}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {r.status === 'active' ? <Badge tone="amber">Open</Badge> : <Badge>Dismissed</Badge>}
              {r.hold_open && <Badge tone="red">Payments held</Badge>}
              <Link
                href={`${all}&incident=${r.id}`}
                className="text-brand underline"
                aria-label={`Review incident ${r.id}: ${METRIC_LABELS[r.metric]} on ${r.campaign_title}`}
              >
                Review
              </Link>
            </span>
          </li>
        ))}
      </ul>
      <Link href={all} className="text-brand underline">
        {total > rows.length ? `All ${total} incidents of this partner` : 'Open in fraud review'}
      </Link>
    </div>
  );
}
