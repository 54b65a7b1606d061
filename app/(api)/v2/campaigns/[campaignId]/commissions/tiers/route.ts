import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTier } from '@/lib/api/presenters/commission';
import { CreateTierIn, TierListResponse, TierResponse } from '@/lib/schemas/commission';
import { createRule, listRules, tierValues, withRecord } from '@/lib/services/commissions';

// GET and POST /v2/campaigns/{campaignId}/commissions/tiers: rates by a partner's volume in the
// tier's period (docs/commissions.md#tiers).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List a campaign's active and upcoming commission tiers",
    reference: 'partnerize-tiers GET /v2/campaigns/{campaignId}/commissions/tiers',
    responses: { 200: TierListResponse },
    handler: async ({ db, principal, params }) => {
      const records = await listRules(db, principal, pathId(params.campaignId, 'Campaign'), 'tier');
      return { body: { tiers: records.map(presentTier) } };
    },
  }),
  POST: endpoint({
    summary:
      'Create a commission tier: levels of threshold (revenue or items in the period) and the rate reached',
    reference: 'partnerize-tiers POST /v2/campaigns/{campaignId}/commissions/tiers',
    body: CreateTierIn,
    responses: { 201: TierResponse },
    handler: async ({ db, principal, params, body }) => {
      const row = await createRule(db, principal, pathId(params.campaignId, 'Campaign'), 'tier', {
        ...tierValues(body),
        startAt: body.start_date,
      });
      return { status: 201, body: { tier: presentTier(await withRecord(db, row)) } };
    },
  }),
});
