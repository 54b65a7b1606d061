import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { brandInputOf } from '@/lib/api/inputs/brand';
import { presentAdvertiser, presentLimitedAdvertiser } from '@/lib/api/presenters/brand';
import { AdvertiserListResponse, AdvertiserResponse, CreateBrandIn } from '@/lib/schemas/brand';
import { createBrand, listBrands } from '@/lib/services/brands';

// GET /user/advertiser: List all Brands; POST /user/advertiser: Create Brand.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all brands; brands the caller may not view come in the limited schema',
    reference: 'partnerize-brands GET /user/advertiser',
    responses: { 200: AdvertiserListResponse },
    query: offsetQuery(),
    handler: async ({ db, principal, query, request, origin }) => {
      const { total, items } = await listBrands(db, principal, query);
      const advertisers = items.map(({ brand, full }) => ({
        advertiser: full
          ? presentAdvertiser(brand, origin)
          : presentLimitedAdvertiser(brand, origin),
      }));
      return {
        body: {
          advertisers,
          count: total,
          limit: query.limit,
          offset: query.offset,
          hypermedia: { pagination: offsetPagination(request.url, query, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary: 'Create brand; the creating user is granted it',
    reference: 'partnerize-brands POST /user/advertiser',
    responses: { 201: AdvertiserResponse },
    body: CreateBrandIn,
    handler: async ({ db, principal, body, origin }) => {
      const brand = await createBrand(db, principal, brandInputOf(body));
      return { status: 201, body: { advertiser: presentAdvertiser(brand, origin) } };
    },
  }),
});
