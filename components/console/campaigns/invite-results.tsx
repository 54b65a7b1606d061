import { plural } from '@/lib/client/format';
import type { usePartnerList } from '@/lib/client/hooks/partners';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@/components/ui/states';

/** The approved partners matching the search, each with a checkbox; the selection outlives the search. */
export function InviteResults({
  id,
  q,
  list,
  selected,
  onToggle,
}: {
  id: string;
  q: string;
  list: ReturnType<typeof usePartnerList>;
  selected: Map<string, string>;
  onToggle: (id: string, name: string) => void;
}) {
  const rows = list.data?.publishers.map((p) => p.publisher) ?? [];
  const total = list.data?.count ?? 0;
  if (list.isLoading) return <LoadingState label="Loading approved partners…" />;
  if (list.isError)
    return (
      <ErrorState
        error={list.error}
        retry={() => list.refetch()}
        title="The partners could not be loaded"
      />
    );
  if (rows.length === 0)
    return (
      <EmptyState
        title={q ? `No approved partners match “${q}”` : 'No approved partners on this network yet'}
      >
        {q
          ? 'Try another name, company or e-mail.'
          : 'Approve partners on the Partners page first: only they can be invited.'}
      </EmptyState>
    );
  return (
    <fieldset>
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700">
        {q ? `Approved partners matching “${q}”` : 'Approved partners'}
        {list.isFetching && <Spinner />}
      </legend>
      <ul
        className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
        data-testid="invite-results"
      >
        {rows.map((p) => (
          <li key={p.publisher_id} className="flex items-start gap-2 px-3 py-2">
            <input
              id={`${id}-${p.publisher_id}`}
              type="checkbox"
              aria-describedby={`${id}-${p.publisher_id}-about`}
              checked={selected.has(p.publisher_id)}
              onChange={() => onToggle(p.publisher_id, p.account_name)}
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand"
            />
            <div className="text-sm">
              <label htmlFor={`${id}-${p.publisher_id}`} className="font-medium text-slate-800">
                {p.account_name}
              </label>
              <span id={`${id}-${p.publisher_id}-about`} className="block text-xs text-slate-500">
                {[p.company_name, 'contact_email' in p ? p.contact_email : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {total > rows.length && (
        <p className="mt-2 text-xs text-slate-500">
          Showing {rows.length} of {total} matches: search to narrow them down.
        </p>
      )}
    </fieldset>
  );
}

/** The partners ticked so far, each removable. */
export function InviteSelection({
  selected,
  onToggle,
}: {
  selected: Map<string, string>;
  onToggle: (id: string, name: string) => void;
}) {
  return (
    <div className="text-sm">
      <p aria-live="polite" className="text-slate-600">
        {selected.size
          ? `${plural(selected.size, 'partner')} selected`
          : 'Tick the partners to invite; the selection is kept across searches.'}
      </p>
      {selected.size > 0 && (
        <ul aria-label="Selected partners" className="mt-2 flex flex-wrap gap-1">
          {[...selected].map(([id, name]) => (
            <li
              key={id}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs text-slate-800"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => onToggle(id, name)}
                className="rounded-full px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
