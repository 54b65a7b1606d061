import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentNetwork } from '@/lib/api/presenters/network';
import { getOwnNetwork } from '@/lib/services/networks';
import { NetworkListResponse } from '@/lib/schemas/network';

// GET /network: List Networks, the network of the calling key.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List networks: the network of the calling key',
    reference: 'partnerize-networks GET /network',
    responses: { 200: NetworkListResponse },
    handler: async ({ db, principal }) => {
      const network = await getOwnNetwork(db, principal);
      return { body: { count: 1, networks: [{ network: presentNetwork(network) }] } };
    },
  }),
});
