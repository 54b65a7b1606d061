import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { SendCommunicationIn } from '@/lib/schemas/communication';
import { sendCommunication } from '@/lib/services/communications';

// POST /v2/communications/{id}/send: send a draft now ("immediately") or schedule it at least
// 15 minutes ahead in a timezone (204). Recipients are resolved when it goes out. Staff only.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary:
      'Send a draft communication now (send_date "immediately") or schedule it at least 15 minutes ahead in timezone (204). Staff only',
    reference: 'partnerize-communications POST /v2/communications/{id}/send',
    body: SendCommunicationIn,
    responses: { 204: null },
    handler: async ({ db, principal, params, body }) => {
      await sendCommunication(db, principal, pathId(params.id, 'Communication'), {
        sendDate: body.send_date,
        timezone: body.timezone,
      });
      return { status: 204 };
    },
  }),
});
