import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { dealChangesOf } from '@/lib/api/inputs/deal';
import { presentDeal } from '@/lib/api/presenters/deal';
import { DealResponse, UpdateDealIn } from '@/lib/schemas/deal';
import { deleteDeal, getCampaignDeal, updateDeal } from '@/lib/services/deals';

const ids = (params: Record<string, unknown>) =>
  [
    pathId(params.campaign_id as string | undefined, 'Campaign'),
    pathId(params.deal_id as string | undefined, 'Deal'),
  ] as const;

// GET, PATCH and DELETE /campaign/{campaign_id}/deal/{deal_id}: one deal of the campaign. PATCH
// changes the fields sent (null clears an optional one); DELETE sets active n (204), as the
// reference says.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Retrieve a deal of a campaign',
    reference: 'partnerize-deals GET /campaign/{campaign_id}/deal/{deal_id}',
    responses: { 200: DealResponse },
    handler: async ({ db, principal, params }) => ({
      body: { campaign_deal: presentDeal(await getCampaignDeal(db, principal, ...ids(params))) },
    }),
  }),
  PATCH: endpoint({
    summary: 'Update a deal: the fields sent change, null clears an optional one',
    reference: 'partnerize-deals PATCH /campaign/{campaign_id}/deal/{deal_id}',
    responses: { 200: DealResponse },
    body: UpdateDealIn,
    handler: async ({ db, principal, params, body }) => ({
      body: {
        campaign_deal: presentDeal(
          await updateDeal(db, principal, ...ids(params), dealChangesOf(body)),
        ),
      },
    }),
  }),
  DELETE: endpoint({
    summary: 'Delete a deal: the same as setting active n',
    reference: 'partnerize-deals DELETE /campaign/{campaign_id}/deal/{deal_id}',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await deleteDeal(db, principal, ...ids(params));
      return { status: 204 };
    },
  }),
});
