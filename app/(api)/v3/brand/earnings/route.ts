import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentTotals } from '@/lib/api/presenters/earnings';
import { entityId } from '@/lib/schemas/fields';
import { CampaignEarningsV3Response } from '@/lib/schemas/earnings';
import { campaignEarnings } from '@/lib/services/earnings';

// GET /v3/brand/earnings: commission per campaign and in all by lifecycle stage, ours.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Commission per campaign and over them all, per currency: pending, approved, locked and payable, adjustments ' +
      "included (ours; staff see the network's campaigns, brand users their brands')",
    reference: 'ours',
    responses: { 200: CampaignEarningsV3Response },
    query: z.strictObject({ campaign_id: entityId().optional() }),
    handler: async ({ db, principal, query }) => {
      const result = await campaignEarnings(
        db,
        principal,
        query.campaign_id === undefined ? undefined : Number(query.campaign_id),
      );
      return {
        body: {
          data: {
            campaigns: result.campaigns.map((c) => ({
              campaign_id: String(c.campaignId),
              title: c.title,
              totals: presentTotals(c.totals),
            })),
            totals: presentTotals(result.totals),
          },
        },
      };
    },
  }),
});
