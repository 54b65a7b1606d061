import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { selectionOfBody } from '@/lib/api/endpoints/publisher-filters';
import { presentCollection } from '@/lib/api/presenters/partner-collection';
import { CreateCollectionIn, PartnerCollectionResponse } from '@/lib/schemas/partner-collection';
import { createCollection } from '@/lib/services/partner-collections';

// POST /v2/networks/{network_id}/partner-collections: a collection of the network's partners,
// chosen by partner_ids or by filter (the v2 partner list filters) less excluded_publisher_ids,
// added set-based; ttl (seconds) makes it expire, name is ours. Staff only
// (docs/api-decisions.md#partner-collections).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary:
      'Create a partner collection from partner_ids, or from filter less excluded_publisher_ids; optional ttl (seconds) and name (ours). Staff only',
    reference: 'partnerize-publishers POST /v2/networks/{network_id}/partner-collections',
    responses: { 201: PartnerCollectionResponse },
    body: CreateCollectionIn,
    handler: async ({ db, principal, params, body }) => {
      const collection = await createCollection(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        {
          name: body.name ?? null,
          ttl: body.ttl,
          selection: selectionOfBody(body),
        },
      );
      return { status: 201, body: { collection: presentCollection(collection) } };
    },
  }),
});
