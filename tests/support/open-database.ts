import { beforeAll } from 'vitest';
import { trustPeerAddressHeader } from '@/lib/api/client-address';
import { getDb } from '@/lib/db/client';

// As under `npm start` (scripts/http-entry.mjs): x-anet-peer-address carries the socket's
// address, so tests name the caller's address with it.
trustPeerAddressHeader();

// Opening (and migrating) the worker's database takes seconds; do it before a file's tests
// run, under the hook timeout, rather than inside whichever test happens to come first.
beforeAll(async () => {
  await getDb();
});
