import { apiRoute, endpoint } from '@/lib/api/http/route';
import { PlaceholderListResponse } from '@/lib/schemas/communication';
import { PLACEHOLDERS } from '@/lib/services/communications';
import { requireStaff } from '@/lib/services/access';

// GET /v2/communication-placeholders: what a subject or body may contain, e.g.
// [contact_name,fallback=there]. Staff only.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'The placeholders a communication may contain. Staff only',
    reference: 'partnerize-placeholders GET /v2/communication-placeholders',
    responses: { 200: PlaceholderListResponse },
    handler: async ({ principal }) => {
      requireStaff(principal, 'manage communications');
      return {
        body: {
          count: PLACEHOLDERS.length,
          placeholders: PLACEHOLDERS.map((p) => ({
            id: p.id,
            name: p.name,
            placeholder: `[${p.id},fallback=]`,
          })),
        },
      };
    },
  }),
});
