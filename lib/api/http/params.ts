import { AppError } from '@/lib/errors';
import { queryList } from '@/lib/schemas/query-lists';

/** An id from the URL path; anything that cannot be an id names nothing, so it reads as not found. */
export function pathId(value: string | string[] | undefined, what: string): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,15}$/.test(value)) throw AppError.notFound(what);
  return Number(value);
}

/** A path segment that must be one of `values`; anything else reads as `what` not found. */
export function pathOneOf<T extends string>(
  value: string | string[] | undefined,
  values: readonly T[],
  what: string,
): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw AppError.notFound(what);
}

/**
 * Legacy: a list filter sent with array-style keys (`status[]=a&status[]=p`); plain keys and
 * comma lists work too. Undefined when the filter is absent.
 */
export const listParam = (url: URL, name: string): string[] | undefined =>
  queryList(url.searchParams, name);
