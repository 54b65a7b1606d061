/**
 * Makes DAYS days pass for one network of a PostgreSQL database (DATABASE_URL), for browser tests
 * of what only time brings: the lifecycle upkeep runs as of then (approved sales lock, become
 * payable and, on a scheduled network, available), and payment details saved before are that
 * much older (a run holds details changed shortly before it). Usage: time-passes.ts DAYS NETWORK_ID
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { partnerPaymentDetails } from '@/lib/db/schema';
import { advanceLifecycle } from '@/lib/services/earnings';

const [days, networkId] = process.argv.slice(2).map(Number);
if (!days || !networkId) throw new Error('usage: time-passes.ts DAYS NETWORK_ID');
const handle = await openDatabase();
await advanceLifecycle(handle.db, new Date(Date.now() + days * 86_400_000), networkId);
await handle.db
  .update(partnerPaymentDetails)
  .set({ updatedAt: sql`${partnerPaymentDetails.updatedAt} - make_interval(days => ${days})` })
  .where(eq(partnerPaymentDetails.networkId, networkId));
await handle.close();
