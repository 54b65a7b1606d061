'use client';

import Link from 'next/link';
import type { Period } from '@/lib/client/partner-tracking';
import { usePartnerRecentClicks } from '@/lib/client/hooks/partner-tracking';
import { formatDateTime, formatNumber } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, SkeletonRows } from '@/components/ui/states';
import { clickStatus, clickValidity } from './words';

/** The newest clicks of the period: when, campaign, sub ID, device, sale or not, counted or why not. */
export function RecentClicks({
  partnerId,
  period,
  titles,
}: {
  partnerId: string;
  period: Period;
  titles: Map<string, string>;
}) {
  const recent = usePartnerRecentClicks(partnerId, period);
  if (recent.isError)
    return (
      <ErrorState
        error={recent.error}
        retry={() => recent.refetch()}
        title="Your clicks could not be loaded"
      />
    );
  if (recent.data && !recent.data.clicks.length)
    return (
      <EmptyState title={`No clicks in the last ${period} days`}>
        Clicks on your{' '}
        <Link href="/partner/links" className="text-brand underline">
          tracking links
        </Link>{' '}
        appear here within moments.
      </EmptyState>
    );
  return (
    <>
      {recent.data && (
        <p className="mb-3 text-sm text-slate-500">
          The newest {formatNumber(recent.data.clicks.length)} of {formatNumber(recent.data.count)}{' '}
          clicks in the last {period} days, bots and invalid clicks included.
        </p>
      )}
      <DataTable
        caption="Recent clicks"
        testId="recent-clicks"
        columns={['Time', 'Campaign', 'Sub ID', 'Device', 'Sale', 'Counts for commission']}
      >
        {recent.isLoading ? (
          <SkeletonRows columns={6} rows={4} />
        ) : (
          recent.data?.clicks.map((click) => {
            const validity = clickValidity(click);
            return (
              <tr key={click.clickref}>
                <td className="py-3 pr-3 whitespace-nowrap">{formatDateTime(click.set_time)}</td>
                <td className="px-3 py-3">
                  {titles.get(click.campaign_id) ?? `Campaign ${click.campaign_id}`}
                </td>
                <td className="px-3 py-3">{click.publisher_reference ?? '—'}</td>
                <td className="px-3 py-3">{click.ref_device}</td>
                <td className="px-3 py-3">{clickStatus(click.status)}</td>
                <td className="px-3 py-3">
                  <Badge tone={validity.counts ? 'green' : 'amber'}>{validity.text}</Badge>
                </td>
              </tr>
            );
          })
        )}
      </DataTable>
    </>
  );
}
