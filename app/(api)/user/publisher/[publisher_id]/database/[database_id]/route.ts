import { apiRoute } from '@/lib/api/route';
import { databaseItems, partnerItemRoute } from '@/lib/api/partner-items';

// GET /user/publisher/{publisher_id}/database/{database_id}: Get partner database.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute(
  partnerItemRoute(databaseItems, {
    GET: {
      summary: 'Get partner database',
      reference: 'partnerize-databases GET /user/publisher/{publisher_id}/database/{database_id}',
    },
  }),
);
