import { NETWORK_STATUS_LABELS } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/states';
import { PAGE_SIZES, type GridParams } from './use-grid-params';

const SELECT =
  'mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-brand';

/** [value, label] pairs of a filter select. */
export type FilterOptions = readonly (readonly [string, string])[];

function OptionalFilter({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: FilterOptions | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  if (!options) return null;
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={SELECT}>
        <option value="">{allLabel}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
        {value && !options.some(([v]) => v === value) && <option value={value}>#{value}</option>}
      </select>
    </label>
  );
}

/**
 * Above the partner grid: the search box, the status, collection and partner group filters and
 * the page size. A filter without options (not loaded, or not for this user) is not shown.
 */
export function PartnerSearchForm({
  search,
  onSearchChange,
  params,
  setParams,
  updating,
  collections,
  groups,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  params: GridParams;
  setParams: (changes: Partial<GridParams>) => void;
  updating: boolean;
  collections?: FilterOptions;
  groups?: FilterOptions;
}) {
  return (
    <form
      role="search"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setParams({ q: search.trim() });
      }}
    >
      <label className="block text-sm font-medium text-slate-700">
        Search
        <input
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder="Account, company or e-mail"
          className="mt-1 block w-72 rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand"
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Status
        <select
          value={params.status}
          onChange={(e) => setParams({ status: e.target.value })}
          className={SELECT}
        >
          <option value="">All statuses</option>
          {Object.entries(NETWORK_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <OptionalFilter
        label="Collection"
        allLabel="All partners"
        options={collections}
        value={params.collection}
        onChange={(collection) => setParams({ collection })}
      />
      <OptionalFilter
        label="Partner group"
        allLabel="Any group"
        options={groups}
        value={params.group}
        onChange={(group) => setParams({ group })}
      />
      <label className="block text-sm font-medium text-slate-700">
        Per page
        <select
          value={params.limit}
          onChange={(e) => setParams({ limit: Number(e.target.value) })}
          className={SELECT}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {updating && (
        <span className="mb-2 flex items-center gap-2 text-sm text-slate-500" role="status">
          <Spinner /> Updating…
        </span>
      )}
    </form>
  );
}
