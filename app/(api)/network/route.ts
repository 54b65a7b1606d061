import { apiRoute, endpoint } from '@/lib/api/route';
import { presentNetwork } from '@/lib/api/presenters/network';
import { getOwnNetwork } from '@/lib/services/networks';
import { ListNetworksResponse } from '@/lib/schemas/network';

// GET /network: List Networks (op 1), the network of the calling key.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List networks: the network of the calling key (op 1)',
    responses: { 200: ListNetworksResponse },
    handler: async ({ db, principal }) => {
      const network = await getOwnNetwork(db, principal);
      return { body: { count: 1, networks: [{ network: presentNetwork(network) }] } };
    },
  }),
});
