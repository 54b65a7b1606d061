import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { parseOrThrow } from '@/lib/api/validation';
import { presentParticipationV3 } from '@/lib/api/presenters/participation';
import { ParticipationListV3Out, ParticipationsQuery } from '@/lib/schemas/participation';
import { listParticipations } from '@/lib/services/participations';

/** Legacy: array-style keys (`status[]=a&status[]=p`); plain keys and comma lists work too. */
function listParam(url: URL, name: string): string[] | undefined {
  const values = [...url.searchParams.getAll(`${name}[]`), ...url.searchParams.getAll(name)]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}

const list = z.string().optional();

// GET /v3/partner/{partnerId}/participations: the partner's participations (op 31).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "List a partner's participations (op 31)",
    responses: { 200: ParticipationListV3Out },
    // Documents the parameters; the handler reads repeated keys itself (the wrapper keeps one value per key).
    query: z.object({ 'status[]': list, 'campaign_status[]': list, 'network_status[]': list, 'fields[]': list }),
    handler: async ({ db, principal, params, request }) => {
      const url = new URL(request.url);
      const query = parseOrThrow(ParticipationsQuery, {
        status: listParam(url, 'status'),
        campaign_status: listParam(url, 'campaign_status'),
        network_status: listParam(url, 'network_status'),
      });
      const items = await listParticipations(db, principal, pathId(params.partnerId, 'Partner'), query);
      return { body: { data: items.map(presentParticipationV3) } };
    },
  }),
});
