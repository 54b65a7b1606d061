'use client';

import Link from 'next/link';
import { formatCountry, formatNumber } from '@/lib/client/format';
import { browserTimeZone, useTraffic, type Traffic } from '@/lib/client/hooks/traffic';
import { serializeQuery } from '@/lib/client/api';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { LazyTimeSeriesChart } from '@/components/shared/charts/lazy-time-series-chart';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { GROUP_LABELS, TrafficFilterBar } from './traffic-filters';
import { trafficQueryString, useTrafficFilters } from './use-traffic-filters';

const CLICK_SERIES = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'creditable_clicks', label: 'Clicks that count' },
  { key: 'invalid_clicks', label: 'Invalid clicks' },
];
const CONVERSION_SERIES = [{ key: 'conversions', label: 'Conversions' }];

function Totals({ traffic, invalidHref }: { traffic: Traffic; invalidHref: string }) {
  const t = traffic.totals;
  const cards: [string, number][] = [
    ['Clicks', t.clicks],
    ['Clicks that count', t.creditable_clicks],
    ['Conversions', t.conversions],
  ];
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-4" aria-label="Totals">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{formatNumber(value)}</dd>
        </div>
      ))}
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-medium text-slate-500">Invalid clicks</dt>
        <dd className="mt-1 text-2xl font-semibold text-slate-900">
          {formatNumber(t.invalid_clicks)}
        </dd>
        {t.flooded_clicks > 0 && (
          <dd className="mt-1 text-sm text-slate-500">
            Plus {formatNumber(t.flooded_clicks)} past the flood limit: counted, not stored
          </dd>
        )}
        <dd className="mt-1 text-sm">
          <Link href={invalidHref} className="text-brand hover:underline">
            See invalid clicks and why →
          </Link>
        </dd>
      </div>
    </dl>
  );
}

const DEVICE_NAMES: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other',
};

/** The range's clicks and conversions per partner, campaign, sub ID, device or country. */
function Breakdown({ breakdown }: { breakdown: NonNullable<Traffic['breakdown']> }) {
  const label = GROUP_LABELS[breakdown.group_by];
  const name = (key: string | null, text: string | null) =>
    key === null
      ? breakdown.group_by === 'sub_id'
        ? 'No sub ID'
        : 'Not known'
      : breakdown.group_by === 'device'
        ? (DEVICE_NAMES[key] ?? key)
        : breakdown.group_by === 'country'
          ? formatCountry(key)
          : (text ?? key);
  return (
    <Section
      title={`By ${breakdown.group_by === 'sub_id' ? label : label.toLowerCase()}`}
      id="breakdown"
    >
      {breakdown.rows.length === 0 ? (
        <p className="text-sm text-slate-600">No clicks or conversions in this range.</p>
      ) : (
        <DataTable
          caption={`Clicks and conversions by ${breakdown.group_by === 'sub_id' ? label : label.toLowerCase()}`}
          testId="traffic-breakdown"
          columns={[
            label,
            { label: 'Clicks', align: 'right' },
            { label: 'Clicks that count', align: 'right' },
            { label: 'Invalid clicks', align: 'right' },
            { label: 'Conversions', align: 'right' },
          ]}
        >
          {breakdown.rows.map((r) => (
            <tr key={r.key ?? 'none'}>
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {name(r.key, r.label)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(r.clicks)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatNumber(r.creditable_clicks)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatNumber(r.invalid_clicks)}
              </td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatNumber(r.conversions)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}

/**
 * The console's traffic page: clicks and conversions per day for the network, or one brand,
 * campaign or partner, over 7, 30 or 90 days or a custom range, with an optional breakdown and
 * a CSV download of what is shown. Brand users see their brands' campaigns only.
 */
export function TrafficPage() {
  const session = useConsoleSession();
  const { view, filters, update } = useTrafficFilters();
  const traffic = useTraffic(session.networkId, filters);
  const data = traffic.data;
  const invalidHref = `/console/traffic/invalid${trafficQueryString({ ...filters })}`;
  const csvHref = `/v3/network/${session.networkId}/traffic/export?${serializeQuery({
    ...filters,
    timezone: browserTimeZone(),
  })}`;
  return (
    <div>
      <PageHeader
        title="Traffic"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Traffic' }]}
        actions={
          <a href={csvHref} className={buttonClass('secondary')} download>
            Download CSV
          </a>
        }
      >
        {session.role === 'brand'
          ? "Clicks and conversions on your brands' campaigns."
          : 'Clicks and conversions across the network, a brand, a campaign or a partner.'}
      </PageHeader>
      <TrafficFilterBar view={view} update={update} />
      {traffic.isLoading ? (
        <LoadingState label="Loading traffic…" />
      ) : traffic.isError || !data ? (
        <ErrorState
          error={traffic.error}
          retry={() => traffic.refetch()}
          title="Traffic could not be loaded"
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {data.from} to {data.to}
          </p>
          <Totals traffic={data} invalidHref={invalidHref} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title="Clicks per day" id="clicks-chart">
              <LazyTimeSeriesChart label="Clicks per day" data={data.days} series={CLICK_SERIES} />
            </Section>
            <Section title="Conversions per day" id="conversions-chart">
              <LazyTimeSeriesChart
                label="Conversions per day"
                data={data.days}
                series={CONVERSION_SERIES}
              />
            </Section>
          </div>
          {data.breakdown && (
            <div className="mt-6">
              <Breakdown breakdown={data.breakdown} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
