import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/badge';
import { formatDate } from '@/lib/client/format';

interface PartnerRowData {
  publisher_id: string;
  account_name: string;
  company_name?: string | null;
  network_status: string;
  created: string;
  /** Absent for brand users, who get the limited partner record. */
  contact_email?: string;
}

const SORTS = [
  { key: 'publisher_id', label: 'ID' },
  { key: 'account_name', label: 'Account name' },
  { key: 'company_name', label: 'Company' },
  { key: 'network_status', label: 'Status' },
  { key: 'created', label: 'Joined' },
] as const;

/** The grid's sortable columns: a button in each header that sorts by it, then reverses. */
export function sortColumns(sort: string, onSort: (sort: string) => void): Column[] {
  const current = sort.replace(/^-/, '');
  const dir = sort.startsWith('-') ? 'descending' : 'ascending';
  return SORTS.map((s): Column => {
    const active = current === s.key;
    return {
      sort: active ? dir : 'none',
      label: (
        <button
          type="button"
          onClick={() => onSort(active && dir === 'ascending' ? `-${s.key}` : s.key)}
          className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {s.label}
          <span aria-hidden className="text-slate-500">
            {active ? (dir === 'ascending' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      ),
    };
  });
}

/** One partner in the grid; staff get a checkbox and a link to the partner. */
export function PartnerRow({
  partner: p,
  staff,
  selected,
  onToggle,
}: {
  partner: PartnerRowData;
  staff: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <tr className={selected ? 'bg-blue-50/60' : 'hover:bg-slate-50'}>
      {staff && (
        <td className="px-3 py-2">
          <input
            type="checkbox"
            aria-label={`Select ${p.account_name}`}
            checked={selected}
            onChange={onToggle}
            className="h-4 w-4 accent-brand"
          />
        </td>
      )}
      <td className="px-3 py-2 text-slate-500 tabular-nums">{p.publisher_id}</td>
      <td className="px-3 py-2 font-medium">
        {staff ? (
          <Link
            href={`/console/partners/${p.publisher_id}`}
            className="text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {p.account_name}
          </Link>
        ) : (
          p.account_name
        )}
      </td>
      <td className="px-3 py-2">{p.company_name || '—'}</td>
      <td className="px-3 py-2" data-testid="partner-status">
        <StatusBadge status={p.network_status} />
      </td>
      <td className="px-3 py-2 text-slate-600">{formatDate(p.created)}</td>
      <td className="px-3 py-2 text-slate-600">{p.contact_email ?? '—'}</td>
    </tr>
  );
}
