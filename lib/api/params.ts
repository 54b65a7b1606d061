import { AppError } from '@/lib/errors';

/** An id from the URL path; anything that cannot be an id names nothing, so it reads as not found. */
export function pathId(value: string | string[] | undefined, what: string): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,15}$/.test(value)) throw AppError.notFound(what);
  return Number(value);
}

/**
 * Legacy: a list filter sent with array-style keys (`status[]=a&status[]=p`); plain keys and
 * comma lists work too. Undefined when the filter is absent.
 */
export function listParam(url: URL, name: string): string[] | undefined {
  const values = [...url.searchParams.getAll(`${name}[]`), ...url.searchParams.getAll(name)]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}
