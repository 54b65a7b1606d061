import { apiRoute } from '@/lib/api/http/route';
import { partnerItemsRoute, websiteItems } from '@/lib/api/endpoints/partner-items';

// Partner websites: list, create, update in bulk (the handlers: lib/api/endpoints/partner-items.ts).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute(
  partnerItemsRoute(websiteItems, {
    GET: {
      summary: 'List partner websites',
      reference: 'partnerize-websites GET /user/publisher/{publisher_id}/website',
    },
    POST: {
      summary: 'Create partner websites',
      reference: 'partnerize-websites POST /user/publisher/{publisher_id}/website',
    },
    PUT: {
      summary: 'Update partner websites; each item carries its website_id',
      reference: 'partnerize-websites PUT /user/publisher/{publisher_id}/website',
    },
  }),
);
