import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { offsetPagination } from '@/lib/api/http/pagination';
import { presentQueuePartner } from '@/lib/api/presenters/request-invite-queue';
import {
  RequestInviteQueueQuery,
  RequestInviteQueueResponse,
} from '@/lib/schemas/request-invite-queue';
import { listRequestInviteQueue } from '@/lib/services/participations';

// GET /v2/networks/{networkId}/campaign-requests-invites: partners with open campaign requests
// (p) or invitations (t) on the campaigns the caller sees (staff: every campaign of the network;
// brand users: their granted brands'), with their counts; the most recent activity first.
// Filters are comma lists; advertiser_id, offset, limit, count and hypermedia are ours.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List partners with campaign requests or invitations, with filters',
    reference:
      'partnerize-campaign-requests-and-invites GET /v2/networks/{networkId}/campaign-requests-invites',
    query: RequestInviteQueueQuery,
    responses: { 200: RequestInviteQueueResponse },
    handler: async ({ db, principal, params, query, request, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const found = await listRequestInviteQueue(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        {
          verticalIds: query.vertical_id,
          promoMethodIds: query.promo_method_id,
          operatingCountries: query.operating_country,
          promotionalCountries: query.promotional_country,
          campaignIds: query.campaign_id,
          brandIds: query.advertiser_id,
          statuses: query.status?.map((s) => (s === 'invited' ? 't' : 'p')),
          search: query.search || undefined,
        },
        page,
      );
      return {
        body: {
          count: found.total,
          ...page,
          partners: found.partners.map((p) => ({
            ...presentQueuePartner(p, origin, principal),
            request_count: p.requestCount,
            invite_count: p.inviteCount,
          })),
          hypermedia: { pagination: offsetPagination(request.url, page, found.total) },
        },
      };
    },
  }),
});
