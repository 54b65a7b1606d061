import type { Db } from '@/lib/db/client';
import { clicks } from '@/lib/db/schema';

export type NewClick = typeof clicks.$inferInsert;

/**
 * Commits clicks before their redirect is answered, grouping the clicks that arrive together:
 * while CONCURRENT inserts are in flight, newer clicks wait and go in the next multi-row INSERT
 * (at most BATCH rows). An idle server inserts each click alone at once, so batching adds no
 * wait; a busy one commits many clicks per round trip. Each write() resolves only once its row
 * is committed; a failed batch is retried row by row, so one bad row fails only its own click.
 */
const CONCURRENT = Number(process.env.CLICK_WRITE_CONCURRENCY ?? 4);
const BATCH = 100;

interface Pending {
  row: NewClick;
  resolve: () => void;
  reject: (error: unknown) => void;
}

class ClickWriter {
  private queue: Pending[] = [];
  private inFlight = 0;

  constructor(private readonly db: Db) {}

  write(row: NewClick): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < Math.max(1, CONCURRENT) && this.queue.length) {
      const batch = this.queue.splice(0, BATCH);
      this.inFlight += 1;
      this.flush(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending[]): Promise<void> {
    try {
      await this.db.insert(clicks).values(batch.map((p) => p.row));
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const p of batch) await this.db.insert(clicks).values(p.row).then(p.resolve, p.reject);
    }
  }
}

const writers = new WeakMap<Db, ClickWriter>();

/** Stores one click; resolves once it is committed. */
export function writeClick(db: Db, row: NewClick): Promise<void> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new ClickWriter(db)));
  return writer.write(row);
}
