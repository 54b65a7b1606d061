'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { INCIDENT_PAGE, useIncidents, type IncidentListRow } from '@/lib/client/hooks/fraud';
import { splitServerError } from '@/lib/client/form-errors';
import { FormError } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { IncidentChart } from './incident-chart';
import { FILTER_NAMES, IncidentFilters, type FilterValues } from './incident-filters';
import { IncidentList } from './incident-list';

// The incident's evidence and actions load when one is opened, not with the list.
const IncidentDetail = dynamic(() => import('./incident-detail').then((m) => m.IncidentDetail), {
  loading: () => <LoadingState label="Loading the incident" />,
});

/** Filters, page and the incident under review, from the query string and mirrored back to it. */
function useFraudState() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [view, setView] = useState(() => {
    const values: FilterValues = {};
    for (const name of FILTER_NAMES) {
      const v = search.get(name);
      if (v) values[name] = v;
    }
    return {
      values,
      offset: Math.max(0, Number(search.get('offset') ?? 0) || 0),
      incident: search.get('incident'),
    };
  });
  useEffect(() => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(view.values)) if (v) params.set(k, v);
    if (view.offset) params.set('offset', String(view.offset));
    if (view.incident) params.set('incident', view.incident);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [view, router, pathname]);
  return {
    ...view,
    setFilter: (name: keyof FilterValues, value: string) =>
      setView((v) => ({ values: { ...v.values, [name]: value }, offset: 0, incident: null })),
    setOffset: (offset: number) => setView((v) => ({ ...v, offset })),
    setIncident: (incident: string | null) => setView((v) => ({ ...v, incident })),
  };
}

/**
 * /console/fraud: the incidents fraud detection raised on the campaigns the user may review
 * (staff: the network's; brand users: their brands'), a per-day chart by rule, and one incident
 * at a time with its evidence and what may be done about it.
 */
export function FraudPage() {
  const state = useFraudState();
  const staff = isStaff(useConsoleSession());
  const filters = Object.fromEntries(
    Object.entries(state.values).filter(([, v]) => v),
  ) as Parameters<typeof useIncidents>[0];
  const list = useIncidents(filters, state.offset);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const split = list.isError ? splitServerError(list.error, FILTER_NAMES) : null;
  const filterErrors = Object.fromEntries((split?.fields ?? []).map((f) => [f.name, f.message]));
  // The incident under review stays open while the list refreshes (its row may leave the page).
  const [reviewing, setReviewing] = useState<IncidentListRow | null>(null);
  const current =
    reviewing?.id === state.incident
      ? (rows.find((r) => r.id === state.incident) ?? reviewing)
      : (rows.find((r) => r.id === state.incident) ?? null);

  return (
    <div>
      <PageHeader
        title="Fraud review"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Fraud review' }]}
      >
        What fraud detection found on your campaigns. Review each incident and its sales, then
        reject or pend the sales, reject the partner, hold its payments, or dismiss a false alarm.
        {staff && (
          <>
            {' '}
            <Link href="/console/fraud/rules" className="text-brand underline">
              Network fraud rules
            </Link>
          </>
        )}
      </PageHeader>
      <IncidentFilters values={state.values} errors={filterErrors} onChange={state.setFilter} />
      <FormError message={split?.fields.length ? null : split?.message} />
      <IncidentChart values={state.values} />
      {current && (
        <IncidentDetail
          key={current.id}
          row={current}
          onClose={() => {
            setReviewing(null);
            state.setIncident(null);
          }}
        />
      )}
      <h2 className="mb-2 text-sm font-semibold text-slate-900">
        {list.data ? `${total} ${total === 1 ? 'incident' : 'incidents'}` : 'Incidents'}
      </h2>
      {list.isLoading ? (
        <LoadingState label="Loading incidents" />
      ) : !rows.length && !list.isError ? (
        <EmptyState title="No incidents match these filters">
          Widen the dates or choose another campaign or rule.
        </EmptyState>
      ) : (
        <IncidentList
          rows={rows}
          current={current?.id ?? null}
          onReview={(row) => {
            setReviewing(row);
            state.setIncident(row.id);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
      {total > INCIDENT_PAGE && (
        <Pagination
          offset={state.offset}
          limit={INCIDENT_PAGE}
          total={total}
          onChange={state.setOffset}
          label="incidents"
        />
      )}
    </div>
  );
}
