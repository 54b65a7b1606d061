import { useState } from 'react';
import { toggleEntry } from '@/components/ui/selection';

type Selection = Map<string, string>;
const NO_SELECTION: Selection = new Map();

/**
 * The partners ticked in the grid (id to account name), across pages. A selection belongs to one
 * filter: changing the search or the status starts afresh.
 */
export function usePartnerSelection(
  filterKey: string,
  rows: { publisher_id: string; account_name: string }[],
) {
  const [selection, setSelection] = useState<{ key: string; items: Selection }>({
    key: filterKey,
    items: new Map(),
  });
  const selected = selection.key === filterKey ? selection.items : NO_SELECTION;
  const setSelected = (update: Selection | ((prev: Selection) => Selection)) =>
    setSelection({
      key: filterKey,
      items: typeof update === 'function' ? update(selected) : update,
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.publisher_id));
  return {
    selected,
    allOnPage,
    toggle: (id: string, name: string) => setSelected((prev) => toggleEntry(prev, id, name)),
    toggleAll: () =>
      setSelected((prev) => {
        const next = new Map(prev);
        if (allOnPage) rows.forEach((r) => next.delete(r.publisher_id));
        else rows.forEach((r) => next.set(r.publisher_id, r.account_name));
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}
