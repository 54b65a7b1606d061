import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignPartner } from '@/lib/api/presenters/participation';
import {
  CampaignPartnersQuery,
  CampaignPartnerListResponse,
  CampaignPartnerPageResponse,
  SetParticipationStatusIn,
} from '@/lib/schemas/participation';
import { listCampaignPartners, setParticipationStatuses } from '@/lib/services/participations';

// GET /campaign/{campaign_id}/publisher: the partners on a campaign with their campaign_status,
// offset-paged with the reference's hypermedia, optionally one status (?campaign_status=p lists
// the open requests).
// POST /campaign/{campaign_id}/publisher: set partners' participation status, adding partners
// that have none (docs/campaigns.md#decisions-brand-side).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'List the partners on a campaign with their participation status, camref and approval time (offset/limit paging)',
    reference: 'partnerize-participating-partners GET /campaign/{campaign_id}/publisher',
    responses: { 200: CampaignPartnerPageResponse },
    query: offsetQuery().extend(CampaignPartnersQuery.shape),
    handler: async ({ db, principal, params, query, origin, request }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listCampaignPartners(
        db,
        principal,
        campaignId,
        query.campaign_status,
        page,
      );
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          publishers: rows.map((r) => ({
            publisher: presentCampaignPartner(r, origin, principal),
          })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary:
      "Set partners' participation status on a campaign; a partner approved on the network without a participation is added with the status asked",
    reference: 'partnerize-participating-partners POST /campaign/{campaign_id}/publisher',
    responses: { 200: CampaignPartnerListResponse },
    body: SetParticipationStatusIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const rows = await setParticipationStatuses(db, principal, campaignId, body.publishers);
      return {
        body: {
          count: rows.length,
          publishers: rows.map((r) => ({
            publisher: presentCampaignPartner(r, origin, principal),
          })),
        },
      };
    },
  }),
});
