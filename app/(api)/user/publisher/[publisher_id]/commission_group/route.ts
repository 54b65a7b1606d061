import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerGroupForPartner } from '@/lib/api/presenters/partner-groups';
import { PartnerGroupForPartnerListResponse } from '@/lib/schemas/partner-groups';
import { listPartnerGroups } from '@/lib/services/partner-groups';

// GET /user/publisher/{publisher_id}/commission_group: the groups a partner is in (staff, the
// partner itself, a brand user for its granted brands' campaigns), without the other members.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List a partner's (commission) groups",
    reference: 'partnerize-commission-groups-v1 GET /user/publisher/{publisherId}/commission_group',
    responses: { 200: PartnerGroupForPartnerListResponse },
    handler: async ({ db, principal, params }) => {
      const groups = await listPartnerGroups(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
      );
      return {
        body: {
          count: groups.length,
          commission_groups: groups.map((g) => ({
            commission_group: presentPartnerGroupForPartner(g),
          })),
        },
      };
    },
  }),
});
