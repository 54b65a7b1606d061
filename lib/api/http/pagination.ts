import { z } from 'zod';

const OFFSET_MAX_LIMIT = 500;
const OFFSET_DEFAULT_LIMIT = 100;
const CURSOR_MAX_LIMIT = 300;
/**
 * Discovery pages brands, each with all its discoverable campaigns (about ten on average): the
 * spec leaves the default page size open, so a page of 20 brands (some 200 campaigns, ~50 KB)
 * answers in tens of milliseconds where 100 brands (~1,000 campaigns) took over 100 ms.
 */
export const DISCOVERY_DEFAULT_LIMIT = 20;

const intParam = z.coerce
  .number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be an integer' : undefined) })
  .int();

/** offset and limit from the query; limit above the maximum is capped (the response says which was used). */
export function offsetQuery(defaultLimit = OFFSET_DEFAULT_LIMIT, maxLimit = OFFSET_MAX_LIMIT) {
  return z.object({
    offset: intParam.min(0).max(2_000_000_000).default(0),
    limit: intParam
      .min(1)
      .default(defaultLimit)
      .transform((l) => Math.min(l, maxLimit)),
  });
}

interface OffsetPage {
  offset: number;
  limit: number;
}

interface PaginationLinks {
  total_page_count: number;
  total_item_count: number;
  first_page: string;
  last_page: string;
  next_page: string | null;
  previous_page: string | null;
}

function pageUrl(url: URL, offset: number, limit: number): string {
  const next = new URL(url);
  next.searchParams.set('limit', String(limit));
  next.searchParams.set('offset', String(offset));
  return `${next.pathname}${next.search}`;
}

/** hypermedia.pagination for an offset-paged set (absolute-path URLs with limit and offset). */
export function offsetPagination(
  requestUrl: string,
  page: OffsetPage,
  total: number,
): PaginationLinks {
  const url = new URL(requestUrl);
  const { offset, limit } = page;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const lastOffset = (totalPages - 1) * limit;
  return {
    total_page_count: totalPages,
    total_item_count: total,
    first_page: pageUrl(url, 0, limit),
    last_page: pageUrl(url, lastOffset, limit),
    next_page: offset + limit < total ? pageUrl(url, offset + limit, limit) : null,
    previous_page: offset > 0 ? pageUrl(url, Math.max(0, offset - limit), limit) : null,
  };
}

export function cursorQuery() {
  return z.object({
    cursor_id: intParam.min(0).optional(),
    limit: intParam.min(1).max(CURSOR_MAX_LIMIT).default(CURSOR_MAX_LIMIT),
  });
}

/** hypermedia.pagination for a cursor-paged set: first_page, and next_page when there is more. */
export function cursorPagination(requestUrl: string, limit: number, nextCursor: number | null) {
  const url = new URL(requestUrl);
  const first = new URL(url);
  first.searchParams.delete('cursor_id');
  first.searchParams.set('limit', String(limit));
  let next: string | null = null;
  if (nextCursor !== null) {
    const n = new URL(first);
    n.searchParams.set('cursor_id', String(nextCursor));
    next = `${n.pathname}${n.search}`;
  }
  return { first_page: `${first.pathname}${first.search}`, next_page: next };
}
