import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { listParam, pathId } from '@/lib/api/http/params';
import { parseOrThrow } from '@/lib/api/http/validation';
import { presentParticipationV3 } from '@/lib/api/presenters/participation';
import { ParticipationListV3Response, ParticipationsQuery } from '@/lib/schemas/participation';
import { listParticipations } from '@/lib/services/participations';

const list = z.string().optional();

// GET /v3/partner/{partnerId}/participations: the partner's participations.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "List a partner's participations",
    reference: 'partnerize-participations GET /v3/partner/{partnerId}/participations',
    responses: { 200: ParticipationListV3Response },
    // Documents the parameters; the handler reads repeated keys itself (the wrapper keeps one value per key).
    query: z.object({
      'status[]': list,
      'campaign_status[]': list,
      'network_status[]': list,
      'fields[]': list,
    }),
    handler: async ({ db, principal, params, request, origin }) => {
      const url = new URL(request.url);
      const query = parseOrThrow(ParticipationsQuery, {
        status: listParam(url, 'status'),
        campaign_status: listParam(url, 'campaign_status'),
        network_status: listParam(url, 'network_status'),
      });
      const items = await listParticipations(
        db,
        principal,
        pathId(params.partnerId, 'Partner'),
        query,
      );
      return { body: { data: items.map((item) => presentParticipationV3(item, origin)) } };
    },
  }),
});
