import { openDatabase } from '@/lib/db/client';
import { advanceLifecycle } from '@/lib/services/earnings';

// Run by e2e/support/time.ts while the test server is stopped: the lifecycle upkeep of one
// network as if it ran DAYS days from now, so approved sales lock and become payable.
// A test tool only: operators never move a network's time.
const [networkId, days] = process.argv.slice(2).map(Number);
const handle = await openDatabase();
try {
  const moved = await advanceLifecycle(
    handle.db,
    new Date(Date.now() + days! * 86_400_000),
    networkId,
  );
  process.stdout.write(`${JSON.stringify(moved)}\n`);
} finally {
  await handle.close();
}
