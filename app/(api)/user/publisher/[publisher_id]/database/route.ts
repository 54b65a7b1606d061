import { apiRoute } from '@/lib/api/http/route';
import { databaseItems, partnerItemsRoute } from '@/lib/api/endpoints/partner-items';

// Partner databases: list, create, update in bulk (the handlers: lib/api/endpoints/partner-items.ts).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute(
  partnerItemsRoute(databaseItems, {
    GET: {
      summary: 'List partner databases',
      reference: 'partnerize-databases GET /user/publisher/{publisher_id}/database',
    },
    POST: {
      summary: 'Create partner databases',
      reference: 'partnerize-databases POST /user/publisher/{publisher_id}/database',
    },
    PUT: {
      summary: 'Update partner databases; each item carries its database_id',
      reference: 'partnerize-databases PUT /user/publisher/{publisher_id}/database',
    },
  }),
);
