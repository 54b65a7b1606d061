import type { DatabaseEnv } from './database-env';
import type { SavedPayments } from './only';
import type { Seeded, SeedScale } from './seed';

/** `--keep NAME` (PostgreSQL): seed into the database NAME once, keep it, start later runs from it. */
export const keepName = () =>
  process.argv.includes('--keep') ? process.argv.at(process.argv.indexOf('--keep') + 1) : undefined;

/** What `--keep` saves beside the seeded database. */
interface Saved {
  scale: SeedScale;
  seeded: Seeded;
  payments?: SavedPayments;
}

/**
 * The seeded network: the one a previous `--keep` run saved (on a fresh copy of its database),
 * else seeded now; with the payments world a previous run saved and the way to save one.
 */
export async function seededWorld(
  db: DatabaseEnv,
  scale: SeedScale,
  seed: () => Promise<Seeded>,
): Promise<{
  seeded: Seeded;
  saved?: SavedPayments;
  savePayments?: (payments: SavedPayments) => Promise<void>;
}> {
  const saved = db.reused as Saved | undefined;
  // jsonb keeps the keys in its own order: compare them one by one.
  const same = (a: SeedScale, b: SeedScale) =>
    Object.keys({ ...a, ...b }).every((k) => a[k as keyof SeedScale] === b[k as keyof SeedScale]);
  if (saved && !same(saved.scale, scale))
    throw new Error('--keep: the saved database was seeded at another scale; drop NAME_seeded');
  const seeded = saved?.seeded ?? (await seed());
  const save = db.save;
  return {
    seeded,
    saved: saved?.payments,
    savePayments: save && ((payments) => save({ scale, seeded, payments } satisfies Saved)),
  };
}
