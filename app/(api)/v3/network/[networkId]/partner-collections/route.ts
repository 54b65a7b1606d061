import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCollectionV3 } from '@/lib/api/presenters/partner-collection';
import { PartnerCollectionListV3Response } from '@/lib/schemas/partner-collection';
import { listCollections } from '@/lib/services/partner-collections';

// GET /v3/network/{networkId}/partner-collections (ours, staff only): the network's live partner
// collections with their partner counts, by name; the reference has no list of collections.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The network's partner collections with their partner counts, by name (our operation; staff only)",
    reference: 'ours',
    responses: { 200: PartnerCollectionListV3Response },
    handler: async ({ db, principal, params }) => {
      const rows = await listCollections(db, principal, pathId(params.networkId, 'Network'));
      return { body: { data: rows.map(presentCollectionV3) } };
    },
  }),
});
