import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignWithParticipation } from '@/lib/api/presenters/campaign';
import { PartnerCampaignListResponse, PartnerCampaignsParams } from '@/lib/schemas/participation';
import { listPartnerCampaigns } from '@/lib/services/participations';
import { requestAccessEndpoint } from '@/lib/api/endpoints/request-access';

// GET /user/publisher/{publisher_id}/campaign/{status}: the partner's campaigns with one
// participation status, a, p or r.
// POST /user/publisher/{publisher_id}/campaign/{status}: Request access (obsolete);
// the status segment (like a body status) is accepted and ignored
// (docs/api-decisions.md#request-access-ignores-status).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List the partner's campaigns with a participation status",
    reference: 'partnerize-campaigns-v1 GET /user/publisher/{publisher_id}/campaign/{status}',
    responses: { 200: PartnerCampaignListResponse },
    params: PartnerCampaignsParams,
    handler: async ({ db, principal, params, origin }) => {
      const records = await listPartnerCampaigns(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        params.status,
      );
      return {
        body: {
          count: records.length,
          campaigns: records.map((r) => ({
            campaign: presentCampaignWithParticipation(r, origin),
          })),
        },
      };
    },
  }),
  POST: requestAccessEndpoint,
});
