/**
 * PostgreSQL takes at most 65,535 parameters per statement. Multi-row inserts go in slices of
 * INSERT_BATCH rows, which stays under the limit for rows of up to 13 parameters.
 */
const INSERT_BATCH = 5_000;

/** Runs `insert` over `rows` in slices small enough for the protocol's parameter limit. */
export async function inChunks<T>(
  rows: T[],
  insert: (slice: T[]) => Promise<unknown>,
  size = INSERT_BATCH,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
