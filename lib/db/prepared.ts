import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

interface Statement<R> {
  execute(placeholders?: Record<string, unknown>): Promise<R>;
}

/**
 * A hot read as a named prepared statement: drizzle builds its SQL once per database handle
 * and the server plans it once per connection, instead of both on every call. The bench
 * measured a one-row read at 266 µs built and parsed each time against 84 µs prepared, at 32
 * in flight (docs/architecture.md#prepared-reads). Inside a transaction it is built on the
 * transaction's handle each time (same name and text), so it reads the transaction's snapshot.
 * Values come in through `sql.placeholder(...)` in the query `build` makes.
 */
export function preparedRead<R>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): Statement<R> },
): (db: DbOrTx, placeholders: Record<string, unknown>) => Promise<R> {
  const byHandle = new WeakMap<object, Statement<R>>();
  return (db, placeholders) => {
    if (db instanceof PgTransaction) return build(db).prepare(name).execute(placeholders);
    let statement = byHandle.get(db);
    if (!statement) byHandle.set(db, (statement = build(db).prepare(name)));
    return statement.execute(placeholders);
  };
}
