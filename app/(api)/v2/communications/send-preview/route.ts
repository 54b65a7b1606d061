import { apiRoute, endpoint } from '@/lib/api/http/route';
import { SendPreviewIn } from '@/lib/schemas/communication';
import { sendCommunicationPreview } from '@/lib/services/communications';

// POST /v2/communications/send-preview: mails the HTML to up to 10 addresses now (204).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Send a preview of communication HTML to up to 10 addresses (204). Staff only',
    reference: 'partnerize-communications POST /v2/communications/send-preview',
    body: SendPreviewIn,
    responses: { 204: null },
    handler: async ({ principal, body }) => {
      await sendCommunicationPreview(principal, body);
      return { status: 204 };
    },
  }),
});
