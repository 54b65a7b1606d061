import { clicks } from '@/lib/db/schema';
import { writerPer } from './batch-writer';

export type NewClick = typeof clicks.$inferInsert;

/**
 * Stores one click; resolves once it is committed. Concurrent clicks share multi-row INSERTs
 * (batch-writer.ts).
 */
export const writeClick = writerPer<NewClick>((db, rows) => db.insert(clicks).values(rows));
