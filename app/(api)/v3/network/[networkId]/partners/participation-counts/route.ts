import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import {
  ParticipationCountsQuery,
  ParticipationCountsResponse,
} from '@/lib/schemas/participation-counts';
import { countPartnerParticipations } from '@/lib/services/partners';

// GET /v3/network/{networkId}/partners/participation-counts?ids=1,2 (ours, staff only): each
// partner's participations per status, and how many a network rejection would end (open).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "Partners' participation counts per status, and how many a network rejection would end (our operation; staff only)",
    reference: 'ours',
    responses: { 200: ParticipationCountsResponse },
    query: ParticipationCountsQuery,
    handler: async ({ db, principal, params, query }) => {
      const counts = await countPartnerParticipations(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        query.ids,
      );
      const data = counts.map((c) => ({
        partner_id: String(c.partnerId),
        approved: c.approved,
        pending: c.pending,
        invited: c.invited,
        rejected: c.rejected,
        open: c.approved + c.pending + c.invited,
      }));
      return {
        body: {
          data,
          meta: { partners: data.length, open: data.reduce((sum, c) => sum + c.open, 0) },
        },
      };
    },
  }),
});
