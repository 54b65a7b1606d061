/**
 * The one reader of list parameters: comma lists (`a,b`), repeated keys (`status=a&status=b`),
 * array-style keys (`status[]=a`) and the reports' `multipivot[campaign][]=1` filters.
 */

/** A comma list as its trimmed values, blanks dropped: `a, b,,c` is ['a', 'b', 'c']. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The values of `name[]` and `name` for each name, in that order; comma lists split unless
 * `split` is false. Undefined when none is sent.
 */
export function queryList(
  params: URLSearchParams,
  names: string | string[],
  split = true,
): string[] | undefined {
  const values = [names]
    .flat()
    .flatMap((n) => [...params.getAll(`${n}[]`), ...params.getAll(n)])
    .flatMap((v) => (split ? commaList(v) : [v.trim()].filter(Boolean)));
  return values.length ? values : undefined;
}

/** `multipivot[campaign][]=1&multipivot[product]=x` as {campaign: ['1'], product: ['x']}. */
export function multipivots(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const m = /^multipivot\[([a-z_]+)\](?:\[\d*\])?$/i.exec(key);
    if (m && value.trim()) (out[m[1]!.toLowerCase()] ??= []).push(value.trim());
  }
  return out;
}

/** Lists joined; undefined when all are. */
export const mergeLists = (...lists: (string[] | undefined)[]): string[] | undefined => {
  const all = lists.flatMap((l) => l ?? []);
  return all.length ? all : undefined;
};
