import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentDatabase } from '@/lib/api/presenters/partner';
import { getDatabase } from '@/lib/services/databases';
import { DatabaseResponse } from '@/lib/schemas/partner';

// GET /user/publisher/{publisher_id}/database/{database_id}: Get partner database (op 22).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Get partner database (op 22)',
    responses: { 200: DatabaseResponse },
    handler: async ({ db, principal, params }) => {
      const database = await getDatabase(db, principal, pathId(params.publisher_id, 'Publisher'), pathId(params.database_id, 'Database'));
      return { body: { database: presentDatabase(database) } };
    },
  }),
});
