import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { CommunicationRecipientCountResponse } from '@/lib/schemas/communication';
import { communicationRecipientCount } from '@/lib/services/communications';

// GET /v2/communications/{id}/recipient-count (ours, not in the reference): how many partners
// the communication would reach if it went out now, for the console's preview and the send's
// confirmation. Recipients are resolved again when it goes out. Staff only.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary:
      'Ours: how many partners a communication would go to if it went out now (resolved again at send). Staff only',
    reference: 'ours',
    responses: { 200: CommunicationRecipientCountResponse },
    handler: async ({ db, principal, params }) => {
      const count = await communicationRecipientCount(
        db,
        principal,
        pathId(params.id, 'Communication'),
      );
      return { body: { count } };
    },
  }),
});
