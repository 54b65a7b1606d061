import { beforeAll } from 'vitest';
import { getDb } from '@/lib/db/client';

// Opening (and migrating) the worker's database takes seconds; do it before a file's tests
// run, under the hook timeout, rather than inside whichever test happens to come first.
beforeAll(async () => {
  await getDb();
});
