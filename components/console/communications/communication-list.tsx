'use client';

import type { Communication, CommunicationSummaryRow } from '@/lib/client/hooks/communications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { recipientsInWords, STATUS_LABELS } from './words';

export type RowAction = 'edit' | 'delete' | 'cancel';

const TONES = { draft: 'slate', scheduled: 'amber', sent: 'green' } as const;

function Status({ row }: { row: Communication }) {
  return <Badge tone={TONES[row.status]}>{STATUS_LABELS[row.status]}</Badge>;
}

/** The day and time, in the browser's zone; none for a draft. */
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function Counts({ summary }: { summary: CommunicationSummaryRow | undefined }) {
  if (!summary) return <span className="text-slate-500">—</span>;
  return (
    <span>
      {summary.sent} sent · {summary.unsubscribes} unsubscribed
    </span>
  );
}

/**
 * Communications as a table on wide screens and as cards on phones, newest first, each with
 * what may be done to it: a draft edited or deleted, a scheduled one cancelled back to draft.
 */
export function CommunicationList({
  rows,
  summaries,
  onAction,
}: {
  rows: Communication[];
  summaries: Map<string, CommunicationSummaryRow>;
  onAction: (row: Communication, action: RowAction) => void;
}) {
  const actions = (row: Communication) => (
    <span
      className="flex flex-wrap justify-end gap-2"
      role="group"
      aria-label={`Actions on ${row.subject || row.name}`}
    >
      {row.status === 'draft' && (
        <>
          <Button
            size="sm"
            aria-label={`Edit the draft “${row.subject || row.name}”`}
            onClick={() => onAction(row, 'edit')}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete the draft “${row.subject || row.name}”`}
            onClick={() => onAction(row, 'delete')}
          >
            Delete
          </Button>
        </>
      )}
      {row.status === 'scheduled' && (
        <Button
          size="sm"
          aria-label={`Cancel sending “${row.subject || row.name}”`}
          onClick={() => onAction(row, 'cancel')}
        >
          Cancel sending
        </Button>
      )}
    </span>
  );
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="communication-cards">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
            data-testid="communication-row"
          >
            <p className="font-medium break-words text-slate-900">{row.subject || row.name}</p>
            <p className="text-slate-600">{recipientsInWords(row)}</p>
            <p className="text-slate-600">
              {row.status === 'scheduled' ? 'Goes out ' : ''}
              {when(row.send_date)} · <Counts summary={summaries.get(row.id)} />
            </p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <Status row={row} />
              {actions(row)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="min-w-full text-sm" data-testid="communication-table">
          <caption className="sr-only">Messages to partners</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Subject
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Recipients
              </th>
              <th scope="col" className="px-3 py-2">
                Sent
              </th>
              <th scope="col" className="px-3 py-2">
                Messages
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} data-testid="communication-row">
                <td className="px-3 py-2 break-words">{row.subject || row.name}</td>
                <td className="px-3 py-2">
                  <Status row={row} />
                </td>
                <td className="px-3 py-2">{recipientsInWords(row)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.status === 'scheduled' && <span className="sr-only">Goes out </span>}
                  {when(row.send_date)}
                </td>
                <td className="px-3 py-2">
                  <Counts summary={summaries.get(row.id)} />
                </td>
                <td className="px-3 py-2 text-right">{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
