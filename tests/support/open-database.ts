import { beforeAll } from 'vitest';
import { markPeerAddressWritten } from '@/lib/node-server/registry.mjs';
import { getDb } from '@/lib/db/client';

// As under `npm start` (lib/node-server/peer-address.mjs): x-anet-peer-address carries the socket's
// address, so tests name the caller's address with it.
markPeerAddressWritten();

// Opening (and migrating) the worker's database takes seconds; do it before a file's tests
// run, under the hook timeout, rather than inside whichever test happens to come first.
beforeAll(async () => {
  await getDb();
});
