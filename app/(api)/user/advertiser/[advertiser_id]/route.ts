import { apiRoute, endpoint } from '@/lib/api/http/route';
import { isServedIconUrl, presentAdvertiser } from '@/lib/api/presenters/brand';
import { pathId } from '@/lib/api/http/params';
import { brandChangesOf } from '@/lib/api/inputs/brand';
import { AdvertiserResponse, UpdateBrandIn } from '@/lib/schemas/brand';
import { getBrand, updateBrand } from '@/lib/services/brands';

// GET /user/advertiser/{advertiser_id}: Retrieve a Brand.
// POST /user/advertiser/{advertiser_id}: Update a Brand. Legacy: the update is a POST.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Retrieve a brand',
    reference: 'partnerize-brands GET /user/advertiser/{advertiser_id}',
    responses: { 200: AdvertiserResponse },
    handler: async ({ db, principal, params, origin }) => {
      const brand = await getBrand(db, principal, pathId(params.advertiser_id, 'Advertiser'));
      return { body: { advertiser: presentAdvertiser(brand, origin) } };
    },
  }),
  POST: endpoint({
    summary:
      'Update a brand; the icon by URL (advertiser_icon) or data URL (advertiser_icon_upload)',
    reference: 'partnerize-brands POST /user/advertiser/{advertiser_id}',
    responses: { 200: AdvertiserResponse },
    body: UpdateBrandIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const brand = await updateBrand(
        db,
        principal,
        pathId(params.advertiser_id, 'Advertiser'),
        brandChangesOf(body),
        { isCurrentIconUrl: isServedIconUrl },
      );
      return { body: { advertiser: presentAdvertiser(brand, origin) } };
    },
  }),
});
