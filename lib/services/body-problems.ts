import { AppError, type FieldError } from '@/lib/errors';

/**
 * The problems of a bulk body (`{creatives: [...]}`, `{feeds: [...]}`, `{voucher_codes: [...]}`,
 * `{commission_groups: [...]}`, ...), collected before anything is written and refused together:
 * 400 with one item per field, nothing changed. Paths are relative to the body's list (`root`).
 */
export class BodyProblems {
  readonly items: FieldError[] = [];

  constructor(private readonly root: string) {}

  add(path: FieldError['path'], kind: FieldError['kind'], message: string): void {
    this.items.push({ path: [this.root, ...path], kind, message });
  }

  /**
   * Names each id of the items' id lists (`lists[i]` is item i's `field`) that is not `known`,
   * at [i, field, position].
   */
  flagUnknownIds(
    field: string,
    lists: (readonly number[] | undefined)[],
    known: ReadonlySet<number>,
    message: (id: number) => string,
  ): void {
    lists.forEach((ids, i) =>
      (ids ?? []).forEach((id, j) => {
        if (!known.has(id)) this.add([i, field, j], 'invalid_value', message(id));
      }),
    );
  }

  /** Throws the collected problems, if any, as one validation error. */
  throwIfAny(): void {
    if (this.items.length) throw AppError.validation(this.items, this.items[0]!.message);
  }
}

/** Positions of ids named more than once in a body, after their first. */
export function repeatedAt(ids: number[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  ids.forEach((id, i) => {
    if (seen.has(id)) out.push(i);
    seen.add(id);
  });
  return out;
}
