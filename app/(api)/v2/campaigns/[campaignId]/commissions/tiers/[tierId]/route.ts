import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTier } from '@/lib/api/presenters/commission';
import { TierResponse, UpdateTierIn } from '@/lib/schemas/commission';
import { deleteRule, tierValues, updateRule, withRecord } from '@/lib/services/commissions';

const ids = (params: Record<string, string | undefined>) =>
  [pathId(params.campaignId, 'Campaign'), pathId(params.tierId, 'Commission tier')] as const;

// PATCH and DELETE /v2/campaigns/{campaignId}/commissions/tiers/{tierId}.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  PATCH: endpoint({
    summary: 'Modify a commission tier (the fields sent)',
    reference: 'partnerize-tiers PATCH /v2/campaigns/{campaignId}/commissions/tiers/{tierId}',
    body: UpdateTierIn,
    responses: { 200: TierResponse },
    handler: async ({ db, principal, params, body }) => {
      const [campaignId, id] = ids(params);
      const row = await updateRule(db, principal, campaignId, 'tier', id, tierValues(body));
      return { body: { tier: presentTier(await withRecord(db, row)) } };
    },
  }),
  DELETE: endpoint({
    summary: 'Delete a commission tier',
    reference: 'partnerize-tiers DELETE /v2/campaigns/{campaignId}/commissions/tiers/{tierId}',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      const [campaignId, id] = ids(params);
      await deleteRule(db, principal, campaignId, 'tier', id);
      return { status: 204 };
    },
  }),
});
