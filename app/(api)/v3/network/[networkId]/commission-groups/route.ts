import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerGroupV3 } from '@/lib/api/presenters/partner-groups';
import {
  PartnerGroupListV3Response,
  NetworkPartnerGroupsQuery,
} from '@/lib/schemas/partner-groups';
import { listNetworkGroups } from '@/lib/services/partner-groups';

const ACTIVE = { true: true, '1': true, false: false, '0': false, all: 'all' } as const;

// GET /v3/network/{networkId}/commission-groups: the network's partner (commission) groups with
// their campaign and member count; staff see all, brand users their granted brands' campaigns'.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "List the network's partner (commission) groups: active (default true: ongoing; false; all), has_participation",
    reference: 'partnerize-commission-groups GET /v3/network/{networkId}/commission-groups',
    responses: { 200: PartnerGroupListV3Response },
    query: NetworkPartnerGroupsQuery,
    handler: async ({ db, principal, params, query }) => {
      const groups = await listNetworkGroups(db, principal, pathId(params.networkId, 'Network'), {
        networkId: query.network_id,
        active: ACTIVE[query.active],
        hasParticipation: query.has_participation,
      });
      return { body: { data: groups.map(presentPartnerGroupV3) } };
    },
  }),
});
