'use client';

import type { ReviewRow } from '@/lib/client/hooks/conversion-review';
import { formatDateTime } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  ACTION_WORDS,
  ATTRIBUTION_WORDS,
  actionsOf,
  moneyText,
  STAGE_TONE,
  STAGE_WORDS,
  type RowAction,
} from './words';

export interface ListProps {
  rows: ReviewRow[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onAction: (action: RowAction, row: ReviewRow) => void;
}

function RowActions({ row, onAction }: { row: ReviewRow; onAction: ListProps['onAction'] }) {
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {actionsOf(row).map((a) => (
        <Button
          key={a}
          size="sm"
          variant={a === 'approve' ? 'primary' : a === 'reject' ? 'danger' : 'secondary'}
          aria-label={`${ACTION_WORDS[a]}: order ${row.conversion_reference}`}
          onClick={() => onAction(a, row)}
        >
          {ACTION_WORDS[a]}
        </Button>
      ))}
    </div>
  );
}

function Amounts({ row }: { row: ReviewRow }) {
  const adjusted = row.net_value !== row.value || row.net_commission !== row.commission;
  return (
    <>
      <span className="block">{moneyText(row.net_value, row.currency)}</span>
      <span className="block text-xs text-slate-500">
        Commission {moneyText(row.net_commission, row.commission_currency)}
        {adjusted && ` (was ${moneyText(row.commission, row.commission_currency)})`}
      </span>
    </>
  );
}

function Stage({ row }: { row: ReviewRow }) {
  return (
    <>
      <Badge tone={STAGE_TONE[row.stage]}>{STAGE_WORDS[row.stage]}</Badge>
      {row.reason && row.status !== 'approved' && (
        <span className="mt-1 block text-xs text-slate-600">Reason: {row.reason}</span>
      )}
    </>
  );
}

const pick = (row: ReviewRow) => `Select order ${row.conversion_reference}`;

/** The rows as a table on wide screens and as cards on phones, both with every action in reach. */
export function ConversionList({ rows, selected, onToggle, onToggleAll, onAction }: ListProps) {
  const allChosen = rows.length > 0 && rows.every((r) => selected.has(r.conversion_id));
  const box = 'h-4 w-4 accent-brand';
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="conversion-cards">
        {rows.map((row) => (
          <li
            key={row.conversion_id}
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
            data-testid="conversion-row"
          >
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className={`${box} mt-1`}
                aria-label={pick(row)}
                checked={selected.has(row.conversion_id)}
                onChange={() => onToggle(row.conversion_id)}
              />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium break-all text-slate-900">
                  Order {row.conversion_reference}
                </p>
                <p className="text-slate-600">
                  {row.campaign_title} · {row.publisher_name ?? 'No partner'}
                </p>
                <p className="text-slate-600">{formatDateTime(row.conversion_time)}</p>
                <Amounts row={row} />
                <Stage row={row} />
              </div>
            </div>
            <div className="mt-3">
              <RowActions row={row} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
        <table
          className="min-w-full divide-y divide-slate-200 text-sm"
          data-testid="conversion-table"
        >
          <caption className="sr-only">Conversions</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                <input
                  type="checkbox"
                  className={box}
                  aria-label="Select every conversion on this page"
                  checked={allChosen}
                  onChange={onToggleAll}
                />
              </th>
              <th scope="col" className="px-3 py-2">
                Order
              </th>
              <th scope="col" className="px-3 py-2">
                Campaign and partner
              </th>
              <th scope="col" className="px-3 py-2">
                Sale
              </th>
              <th scope="col" className="px-3 py-2">
                Stage
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.conversion_id} data-testid="conversion-row">
                <td className="px-3 py-3">
                  <input
                    type="checkbox"
                    className={box}
                    aria-label={pick(row)}
                    checked={selected.has(row.conversion_id)}
                    onChange={() => onToggle(row.conversion_id)}
                  />
                </td>
                <th scope="row" className="px-3 py-3 text-left font-medium">
                  {row.conversion_reference}
                  <span className="block text-xs font-normal text-slate-500">
                    {formatDateTime(row.conversion_time)}
                  </span>
                </th>
                <td className="px-3 py-3">
                  {row.campaign_title}
                  <span className="block text-xs text-slate-500">
                    {row.publisher_name ?? 'No partner'} · {ATTRIBUTION_WORDS[row.attribution]}
                  </span>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Amounts row={row} />
                </td>
                <td className="px-3 py-3">
                  <Stage row={row} />
                </td>
                <td className="px-3 py-3">
                  <RowActions row={row} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
