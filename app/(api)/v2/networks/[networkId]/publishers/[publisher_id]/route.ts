import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { partnerV2Presenter } from '@/lib/api/presenters/publisher-v2';
import { PublisherV2Response } from '@/lib/schemas/publisher-v2';
import { getPartnerV2 } from '@/lib/services/partners';

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
      const record = await getPartnerV2(
        db,
        principal,
        networkId,
        pathId(params.publisher_id, 'Publisher'),
      );
      return { body: partnerV2Presenter(origin, principal)(record) };
    },
  }),
});
