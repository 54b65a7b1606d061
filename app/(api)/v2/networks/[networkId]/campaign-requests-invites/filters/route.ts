import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentQueueFilters } from '@/lib/api/presenters/request-invite-queue';
import { RequestInviteFiltersResponse } from '@/lib/schemas/request-invite-queue';
import { getRequestInviteFilters } from '@/lib/services/participations';

// GET /v2/networks/{networkId}/campaign-requests-invites/filters: the values the queue can be
// filtered by: the campaigns (and, ours, brands) the caller sees; the verticals, promotional
// methods and operating countries of the partners in its queue; the two statuses. We have no
// network-specific verticals or promotional methods: the custom_ lists are empty.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'The filter values of the campaign requests and invitations queue',
    reference:
      'partnerize-campaign-requests-and-invites GET /v2/networks/{networkId}/campaign-requests-invites/filters',
    responses: { 200: RequestInviteFiltersResponse },
    handler: async ({ db, principal, params }) => {
      const values = await getRequestInviteFilters(
        db,
        principal,
        pathId(params.networkId, 'Network'),
      );
      return { body: { filters: presentQueueFilters(values) } };
    },
  }),
});
