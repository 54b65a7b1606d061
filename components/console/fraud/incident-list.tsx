'use client';

import type { IncidentListRow } from '@/lib/client/hooks/fraud';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { METRIC_LABELS, METRIC_UNITS } from './words';

const who = (row: IncidentListRow) =>
  row.partner_name ?? (row.partner_id ? `Partner ${row.partner_id}` : 'No partner');

function Status({ row }: { row: IncidentListRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {row.status === 'active' ? <Badge tone="amber">Open</Badge> : <Badge>Dismissed</Badge>}
      {row.hold_open && <Badge tone="red">Payments held</Badge>}
    </span>
  );
}

const measured = (row: IncidentListRow) =>
  `${row.value} ${METRIC_UNITS[row.metric]} (limit ${row.threshold})`;

/** Incidents as a table on wide screens and as cards on phones, each with Review in reach. */
export function IncidentList({
  rows,
  current,
  onReview,
}: {
  rows: IncidentListRow[];
  current: string | null;
  onReview: (row: IncidentListRow) => void;
}) {
  const review = (row: IncidentListRow) => (
    <Button
      size="sm"
      variant={current === row.id ? 'primary' : 'secondary'}
      aria-label={`Review incident ${row.id}: ${METRIC_LABELS[row.metric]}, ${who(row)}`}
      aria-pressed={current === row.id}
      onClick={() => onReview(row)}
    >
      Review
    </Button>
  );
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="incident-cards">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
            data-testid="incident-row"
          >
            <p className="font-medium text-slate-900">{METRIC_LABELS[row.metric]}</p>
            <p className="text-slate-600">
              {row.date} · {row.campaign_title} · {who(row)}
            </p>
            <p className="text-slate-600">{measured(row)}</p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <Status row={row} />
              {review(row)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="min-w-full text-sm" data-testid="incident-table">
          <caption className="sr-only">Fraud incidents</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              <th scope="col" className="px-3 py-2">
                Rule
              </th>
              <th scope="col" className="px-3 py-2">
                Campaign
              </th>
              <th scope="col" className="px-3 py-2">
                Partner or address
              </th>
              <th scope="col" className="px-3 py-2">
                Measured
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr
                key={row.id}
                data-testid="incident-row"
                className={current === row.id ? 'bg-brand/5' : undefined}
              >
                <td className="px-3 py-2 whitespace-nowrap">{row.date}</td>
                <td className="px-3 py-2">{METRIC_LABELS[row.metric]}</td>
                <td className="px-3 py-2">{row.campaign_title}</td>
                <td className="px-3 py-2">
                  {who(row)}
                  {row.ip_address && (
                    <span className="block text-xs text-slate-500">Address {row.ip_address}</span>
                  )}
                </td>
                <td className="px-3 py-2">{measured(row)}</td>
                <td className="px-3 py-2">
                  <Status row={row} />
                </td>
                <td className="px-3 py-2 text-right">{review(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
