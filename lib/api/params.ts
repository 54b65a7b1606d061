import { AppError } from '@/lib/errors';

/** An id from the URL path; anything that cannot be an id names nothing, so it reads as not found. */
export function pathId(value: string | string[] | undefined, what: string): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,15}$/.test(value)) throw AppError.notFound(what);
  return Number(value);
}
