import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { publisherV2Presenter } from '@/lib/api/presenters/publisher-v2';
import { PublisherV2Response } from '@/lib/schemas/publisher-v2';
import { getPublisherV2 } from '@/lib/services/partners';

// GET /v2/networks/{network_id}/publishers/{publisher_id}: one partner as the v2 Publisher record
// (the record itself is the body). Staff and brand users (the limited record); 404 for a partner
// of another network.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary:
      'Get one partner of the network as the v2 Publisher record; brand users get the limited record',
    reference: 'partnerize-publishers GET /v2/networks/{network_id}/publishers/{publisher_id}',
    responses: { 200: PublisherV2Response },
    handler: async ({ db, principal, params, origin }) => {
      const networkId = pathId(params.networkId, 'Network');
      const record = await getPublisherV2(
        db,
        principal,
        networkId,
        pathId(params.publisher_id, 'Publisher'),
      );
      return { body: publisherV2Presenter(origin, principal)(record) };
    },
  }),
});
