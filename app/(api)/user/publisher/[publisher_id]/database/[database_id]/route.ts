import { apiRoute } from '@/lib/api/http/route';
import { databaseItems, partnerItemRoute } from '@/lib/api/endpoints/partner-items';

// GET /user/publisher/{publisher_id}/database/{database_id}: Get partner database.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute(
  partnerItemRoute(databaseItems, {
    GET: {
      summary: 'Get partner database',
      reference: 'partnerize-databases GET /user/publisher/{publisher_id}/database/{database_id}',
    },
  }),
);
