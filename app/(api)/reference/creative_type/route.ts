import { apiRoute, endpoint } from '@/lib/api/http/route';
import { CREATIVE_TYPES } from '@/lib/schemas/creative';
import { CreativeTypeListResponse } from '@/lib/schemas/creative-out';

// GET /reference/creative_type: read-only reference data, the same for every caller. Types 4-6
// are listed with active n: we do not offer them (docs/api-decisions.md#creatives).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List creative types',
    reference: 'reference.apib GET /reference/creative_type',
    responses: { 200: CreativeTypeListResponse },
    handler: async () => ({
      body: {
        count: CREATIVE_TYPES.length,
        creative_types: CREATIVE_TYPES.map((t) => ({
          creative_type: {
            creative_type_id: t.id,
            creative_name: t.name,
            active: t.offered ? ('y' as const) : ('n' as const),
            output_method: t.output,
            description: t.description,
          },
        })),
      },
    }),
  }),
});
