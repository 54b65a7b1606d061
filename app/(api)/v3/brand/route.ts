import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentBrandV3 } from '@/lib/api/presenters/brand';
import { BrandListV3Response, UserBrandsQuery } from '@/lib/schemas/brand';
import { listUserBrands } from '@/lib/services/brands';

// GET /v3/brand?network_id&with: Get brands for a user, the brand context root.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get brands for the user',
    reference: 'partnerize-brands GET /v3/brand',
    responses: { 200: BrandListV3Response },
    query: UserBrandsQuery,
    handler: async ({ db, principal, query }) => {
      const brands = await listUserBrands(db, principal, {
        networkId: query.network_id,
        expand: query.with,
      });
      return { body: { data: brands.map(presentBrandV3) } };
    },
  }),
});
