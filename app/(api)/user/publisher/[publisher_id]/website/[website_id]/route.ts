import { apiRoute } from '@/lib/api/http/route';
import { partnerItemRoute, websiteItems } from '@/lib/api/endpoints/partner-items';

// GET /user/publisher/{publisher_id}/website/{website_id}: Get partner website.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute(
  partnerItemRoute(websiteItems, {
    GET: {
      summary: 'Get partner website',
      reference: 'partnerize-websites GET /user/publisher/{publisher_id}/website/{website_id}',
    },
  }),
);
