import { apiRoute, endpoint } from '@/lib/api/route';
import { presentBrandV3 } from '@/lib/api/presenters/brand';
import { pathId } from '@/lib/api/params';
import { BrandsV3Response, NetworkBrandsQuery } from '@/lib/schemas/brand';
import { listNetworkBrands } from '@/lib/services/brands';

// GET /v3/network/{networkId}/brands?with=deeplink-domains: Get brands for a network (op 11).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get brands for a network (op 11), with=deeplink-domains',
    responses: { 200: BrandsV3Response },
    query: NetworkBrandsQuery,
    handler: async ({ db, principal, params, query }) => {
      const brands = await listNetworkBrands(db, principal, pathId(params.networkId, 'Network'), query.with);
      return { body: { data: brands.map(presentBrandV3) } };
    },
  }),
});
