import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { listParam } from '@/lib/api/http/params';
import { parseOrThrow } from '@/lib/api/http/validation';
import { presentMyBrand } from '@/lib/api/presenters/brand';
import { MyBrandListV3Response, MyBrandsQuery } from '@/lib/schemas/brand';
import { listMyBrands } from '@/lib/services/brands';

// GET /v3/partner/my-brands: the brands the calling partner works with.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'List the brands the partner is associated with',
    reference: 'partnerize-my-brands GET /v3/partner/my-brands',
    responses: { 200: MyBrandListV3Response },
    // Documents the parameters; the handler reads the repeated brand_ids[] keys itself.
    query: z.object({ 'brand_ids[]': z.string().optional(), partner: z.string().optional() }),
    handler: async ({ db, principal, request, query, origin }) => {
      const filter = parseOrThrow(MyBrandsQuery, {
        brand_ids: listParam(new URL(request.url), 'brand_ids'),
        partner: query.partner,
      });
      const partnerId = filter.partner === undefined ? undefined : Number(filter.partner) || -1;
      const brands = await listMyBrands(db, principal, {
        brandIds: filter.brand_ids?.map(Number),
        partnerId,
      });
      return { body: { data: brands.map((b) => presentMyBrand(b, origin)) } };
    },
  }),
});
