import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentCommunicationSummary } from '@/lib/api/presenters/communication';
import {
  CommunicationSummaryQuery,
  CommunicationSummaryResponse,
} from '@/lib/schemas/communication';
import { communicationSummary } from '@/lib/services/communications';

// GET /v2/communications/summary: per sent communication, the messages the mail server
// accepted and the unsubscribes; opens, clicks, bounces and spam are not tracked yet (0).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Summary report of sent communications (limit, offset). Staff only',
    reference: 'partnerize-communications GET /v2/communications/summary',
    query: CommunicationSummaryQuery,
    responses: { 200: CommunicationSummaryResponse },
    handler: async ({ db, principal, query }) => {
      const page = { limit: query.limit ?? 100, offset: query.offset ?? 0 };
      const { count, rows } = await communicationSummary(db, principal, page);
      return { body: { count, ...page, summary: rows.map(presentCommunicationSummary) } };
    },
  }),
});
