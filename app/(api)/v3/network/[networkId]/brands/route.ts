import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentBrandV3 } from '@/lib/api/presenters/brand';
import { pathId } from '@/lib/api/http/params';
import { BrandListV3Response, NetworkBrandsQuery } from '@/lib/schemas/brand';
import { listNetworkBrands } from '@/lib/services/brands';

// GET /v3/network/{networkId}/brands?with=deeplink-domains: Get brands for a network.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get brands for a network, with=deeplink-domains',
    reference: 'partnerize-brands GET /v3/network/{networkId}/brands',
    responses: { 200: BrandListV3Response },
    query: NetworkBrandsQuery,
    handler: async ({ db, principal, params, query }) => {
      const brands = await listNetworkBrands(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        query.with,
      );
      return { body: { data: brands.map(presentBrandV3) } };
    },
  }),
});
