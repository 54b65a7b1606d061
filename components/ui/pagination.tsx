import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button } from './button';

const format = (n: number) => n.toLocaleString('en-GB');

/** "21–40 of 1,234" with previous and next buttons, for offset paging. */
export function Pagination({
  offset,
  limit,
  total,
  onChange,
  label = 'items',
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
  label?: string;
}) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-4 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        {total === 0
          ? `No ${label}`
          : `${format(first)}–${format(last)} of ${format(total)} ${label}`}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => onChange(Math.max(0, offset - limit))}
          disabled={offset === 0}
        >
          Previous
        </Button>
        <Button
          size="sm"
          onClick={() => onChange(offset + limit)}
          disabled={offset + limit >= total}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

/** The page offset kept in the URL (`?offset=`), so reload, back and shared links keep the page. */
export function useUrlOffset(): [number, (next: number) => void] {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const offset = Math.max(0, Number(search.get('offset') ?? 0) || 0);
  return [
    offset,
    (next) => router.replace(next ? `${pathname}?offset=${next}` : pathname, { scroll: false }),
  ];
}

/** An offset kept in state, and `pager`: what a Pagination needs besides the total and label. */
export function usePaging(limit: number) {
  const [offset, setOffset] = useState(0);
  return { offset, setOffset, pager: { offset, limit, onChange: setOffset } };
}
