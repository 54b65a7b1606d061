import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { cancelCommunication } from '@/lib/services/communications';

// DELETE /v2/communications/{id}/cancel: a scheduled communication goes back to draft (204).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  DELETE: endpoint({
    summary: 'Cancel a scheduled communication; it becomes a draft again (204). Staff only',
    reference: 'partnerize-communications DELETE /v2/communications/{id}/cancel',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await cancelCommunication(db, principal, pathId(params.id, 'Communication'));
      return { status: 204 };
    },
  }),
});
