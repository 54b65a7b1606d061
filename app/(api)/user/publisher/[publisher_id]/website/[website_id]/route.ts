import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentWebsite } from '@/lib/api/presenters/partner';
import { getWebsite } from '@/lib/services/websites';
import { WebsiteResponse } from '@/lib/schemas/partner';

// GET /user/publisher/{publisher_id}/website/{website_id}: Get partner website (op 18).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Get partner website (op 18)',
    responses: { 200: WebsiteResponse },
    handler: async ({ db, principal, params }) => {
      const website = await getWebsite(db, principal, pathId(params.publisher_id, 'Publisher'), pathId(params.website_id, 'Website'));
      return { body: { website: presentWebsite(website) } };
    },
  }),
});
