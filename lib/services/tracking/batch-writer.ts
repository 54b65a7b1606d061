import type { Db } from '@/lib/db/client';
import { config } from '@/lib/config';

/**
 * Commits items before their answer goes out, grouping the items that arrive together: while
 * CLICK_WRITE_CONCURRENCY writes are in flight, newer items wait and go in the next write (at
 * most BATCH items). An idle server writes each item alone at once, so batching adds no wait; a
 * busy one commits many items per round trip. Each write() resolves only once its item is
 * committed; a failed batch is retried item by item, so one bad item fails only its own caller.
 */
const BATCH = 100;

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class BatchWriter<T> {
  private queue: Pending<T>[] = [];
  private inFlight = 0;

  /** `commit` writes the items in one statement (all or nothing). */
  constructor(private readonly commit: (items: T[]) => Promise<unknown>) {}

  write(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < config().tracking.writeConcurrency && this.queue.length) {
      const batch = this.queue.splice(0, BATCH);
      this.inFlight += 1;
      this.flush(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending<T>[]): Promise<void> {
    try {
      await this.commit(batch.map((p) => p.item));
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const p of batch) await this.commit([p.item]).then(p.resolve, p.reject);
    }
  }
}

/** One writer per database handle, made on first use. */
export function writerPer<T>(commit: (db: Db, items: T[]) => Promise<unknown>) {
  const writers = new WeakMap<Db, BatchWriter<T>>();
  return (db: Db, item: T): Promise<void> => {
    let writer = writers.get(db);
    if (!writer) writers.set(db, (writer = new BatchWriter((items) => commit(db, items))));
    return writer.write(item);
  };
}
