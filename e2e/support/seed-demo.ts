/**
 * Seeds the demo network into the embedded database of DATA_DIR, then closes it; prints the
 * network's keys and one approved participation's camref as JSON. For
 * e2e/api/fast-path-parity.spec.ts, which copies the folder so two servers start on the same data.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { seedDemoNetwork } from '@/lib/services/demo';

const handle = await openDatabase();
const demo = await seedDemoNetwork(handle.db);
const [approved] = await handle.db
  .select({ campaignId: t.participations.campaignId, partnerId: t.participations.partnerId })
  .from(t.participations)
  .where(eq(t.participations.status, 'a'))
  .limit(1);
await handle.close();
process.stdout.write(
  `${JSON.stringify({
    networkId: demo.networkId,
    applicationKey: demo.applicationKey,
    apiKey: demo.staff.apiKey,
    camref: `${approved!.campaignId}l${approved!.partnerId}`,
  })}\n`,
);
