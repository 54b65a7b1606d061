import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { CommunicationContentIn, CommunicationContentResponse } from '@/lib/schemas/communication';
import { getCommunication, updateCommunication } from '@/lib/services/communications';

// GET and PUT /v2/communications/{id}/content: the HTML (sanitised as it is stored) and the
// editor's JSON. Staff only; only a draft's content changes.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'The HTML content of a communication. Staff only',
    reference: 'partnerize-communications GET /v2/communications/{id}/content',
    responses: { 200: CommunicationContentResponse },
    handler: async ({ db, principal, params }) => {
      const row = await getCommunication(db, principal, pathId(params.id, 'Communication'));
      return { body: { html: row.html, unlayer_json: row.unlayerJson } };
    },
  }),
  PUT: endpoint({
    summary: 'Replace the HTML content of a draft communication (204). Staff only',
    reference: 'partnerize-communications PUT /v2/communications/{id}/content',
    body: CommunicationContentIn,
    responses: { 204: null },
    handler: async ({ db, principal, params, body }) => {
      await updateCommunication(db, principal, pathId(params.id, 'Communication'), {
        html: body.html,
        unlayerJson: body.unlayer_json ?? null,
      });
      return { status: 204 };
    },
  }),
});
