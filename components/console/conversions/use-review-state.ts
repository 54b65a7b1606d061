'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FILTER_NAMES, type FilterValues } from './review-filters';

/**
 * The filters and page offset, started from the query string and mirrored back to it (reload,
 * back and the overview's link keep them), and the selection. State first, URL after: changes
 * made faster than the router answers are never lost.
 */
export function useReviewState() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [view, setView] = useState(() => {
    const values: FilterValues = {};
    for (const name of FILTER_NAMES) {
      const v = search.get(name);
      if (v) values[name] = v;
    }
    return { values, offset: Math.max(0, Number(search.get('offset') ?? 0) || 0) };
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(view.values)) if (v) params.set(k, v);
    if (view.offset) params.set('offset', String(view.offset));
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [view, router, pathname]);
  return {
    values: view.values,
    offset: view.offset,
    setFilter: (name: keyof FilterValues, value: string) => {
      setSelected(new Set());
      setView((v) => ({ values: { ...v.values, [name]: value }, offset: 0 }));
    },
    setOffset: (offset: number) => setView((v) => ({ ...v, offset })),
    selected,
    setSelected,
  };
}
