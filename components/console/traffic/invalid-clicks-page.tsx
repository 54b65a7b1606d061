'use client';

import Link from 'next/link';
import { clickVerdictLabel, DEVICE_LABELS } from '@/lib/client/click-verdicts';
import { formatDateTime } from '@/lib/client/format';
import { useInvalidClicks, type InvalidClick } from '@/lib/client/hooks/traffic';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { TrafficFilterBar } from './traffic-filters';
import { trafficQueryString, useTrafficFilters } from './use-traffic-filters';

const LIMIT = 25;

function Referrer({ url }: { url: string | null }) {
  if (!url) return <span className="text-slate-400">None</span>;
  return (
    <span className="block max-w-xs truncate" title={url}>
      {url}
    </span>
  );
}

function InvalidClickRows({ rows, staff }: { rows: InvalidClick[]; staff: boolean }) {
  return (
    <DataTable
      caption="Invalid clicks"
      testId="invalid-clicks"
      look="list"
      columns={['Time', 'Partner', 'Campaign', 'Reason', 'Device', 'Referrer']}
    >
      {rows.map((c) => (
        <tr key={c.click_id} className="border-t border-slate-100">
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(c.clicked_at)}</td>
          <td className="px-3 py-2">
            {staff ? (
              <Link
                href={`/console/partners/${c.partner_id}`}
                className="text-brand hover:underline"
              >
                {c.partner_name}
              </Link>
            ) : (
              c.partner_name
            )}
          </td>
          <td className="px-3 py-2">
            <Link
              href={`/console/campaigns/${c.campaign_id}`}
              className="text-brand hover:underline"
            >
              {c.campaign_title}
            </Link>
          </td>
          <td className="px-3 py-2">{clickVerdictLabel(c.reason)}</td>
          <td className="px-3 py-2">{DEVICE_LABELS[c.device]}</td>
          <td className="px-3 py-2">
            <Referrer url={c.referer} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Clicks that earn nobody anything, with the reason in words, newest first, 25 a page. */
export function InvalidClicksPage() {
  const session = useConsoleSession();
  const { view, filters, update } = useTrafficFilters();
  const page = { offset: view.offset, limit: LIMIT };
  const clicks = useInvalidClicks(session.networkId, { ...filters, reason: view.reason }, page);
  const rows = clicks.data?.data ?? [];
  const total = clicks.data?.hypermedia.pagination.total_item_count ?? 0;
  return (
    <div>
      <PageHeader
        title="Invalid clicks"
        crumbs={[
          { label: 'Console', href: '/console' },
          { label: 'Traffic', href: `/console/traffic${trafficQueryString(filters)}` },
          { label: 'Invalid clicks' },
        ]}
      >
        Clicks that still reached the shop but earn nobody anything, and why.
      </PageHeader>
      <TrafficFilterBar view={view} update={update} withReason />
      {clicks.isLoading ? (
        <LoadingState label="Loading invalid clicks…" />
      ) : clicks.isError ? (
        <ErrorState
          error={clicks.error}
          retry={() => clicks.refetch()}
          title="Invalid clicks could not be loaded"
        />
      ) : rows.length === 0 ? (
        <EmptyState title="No invalid clicks">
          No click in this period was refused credit{view.reason ? ' for this reason' : ''}.
        </EmptyState>
      ) : (
        <>
          <InvalidClickRows rows={rows} staff={session.role === 'network'} />
          <Pagination
            offset={view.offset}
            limit={LIMIT}
            total={total}
            onChange={(offset) => update({ ...view, offset })}
            label="invalid clicks"
          />
        </>
      )}
    </div>
  );
}
