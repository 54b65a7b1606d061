import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as networkPartnersRoute from '@/app/(api)/network/[network_id]/publisher/route';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import { getDb } from '@/lib/db/client';
import { partners, partnerStatusChanges, partnerWebsites } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makePartner } from '../support/partners';

/**
 * 50 status updates and 50 website edits on one partner, all at once: no write is lost,
 * and the status history is one unbroken chain ending at the partner's status.
 */
describe('concurrent writes to one partner', () => {
  it('lose nothing and leave a history row for every change', async () => {
    const net = await makeNetwork();
    const partner = await makePartner(net);
    const id = partner.publisher_id;
    const created = await call(websitesRoute, `/user/publisher/${id}/website`, {
      method: 'POST',
      auth: net.auth,
      body: {
        websites: Array.from({ length: 50 }, (_, i) => ({
          website_url: `https://site${i}.example`,
        })),
      },
      params: { publisher_id: id },
    });
    const websiteIds: string[] = created.json.websites.map(
      (w: { website: { website_id: string } }) => w.website.website_id,
    );
    const statuses = ['a', 'p', 'n', 'r'] as const;

    const results = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        call(networkPartnersRoute, `/network/${net.networkId}/publisher`, {
          method: 'POST',
          auth: net.auth,
          body: { publishers: [{ publisher_id: id, network_status: statuses[i % 4] }] },
          params: { network_id: String(net.networkId) },
        }),
      ),
      ...websiteIds.map((websiteId, i) =>
        call(websitesRoute, `/user/publisher/${id}/website`, {
          method: 'PUT',
          auth: net.auth,
          body: { websites: [{ website_id: websiteId, website_name: `edit-${i}` }] },
          params: { publisher_id: id },
        }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));

    const db = await getDb();
    const sites = await db
      .select()
      .from(partnerWebsites)
      .where(eq(partnerWebsites.partnerId, Number(id)))
      .orderBy(asc(partnerWebsites.id));
    expect(sites.map((s) => s.websiteName)).toEqual(websiteIds.map((_, i) => `edit-${i}`));

    const history = await db
      .select()
      .from(partnerStatusChanges)
      .where(eq(partnerStatusChanges.partnerId, Number(id)))
      .orderBy(asc(partnerStatusChanges.id));
    for (let i = 1; i < history.length; i += 1)
      expect(history[i]!.fromStatus, `row ${i}`).toBe(history[i - 1]!.toStatus);
    const [row] = await db
      .select({ status: partners.networkStatus })
      .from(partners)
      .where(eq(partners.id, Number(id)));
    expect(history.at(-1)!.toStatus).toBe(row!.status);
    // Every request that found a different status made exactly one row; the first row is the creation.
    expect(history.length).toBeGreaterThan(1);
    expect(history.length).toBeLessThanOrEqual(51);
  }, 60_000);
});
