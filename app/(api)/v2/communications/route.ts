import { apiRoute, endpoint } from '@/lib/api/http/route';
import { AppError } from '@/lib/errors';
import { communicationChangesOf } from '@/lib/api/inputs/communication';
import { presentCommunication } from '@/lib/api/presenters/communication';
import {
  CommunicationListQuery,
  CommunicationListResponse,
  CommunicationResponse,
  CreateCommunicationIn,
} from '@/lib/schemas/communication';
import {
  createCommunication,
  listCommunications,
  type CommunicationStatus,
} from '@/lib/services/communications';

const STATUSES: CommunicationStatus[] = ['draft', 'scheduled', 'sent'];

function statusesOf(value: string | undefined): CommunicationStatus[] | undefined {
  if (!value) return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const bad = items.find((s) => !STATUSES.includes(s as CommunicationStatus));
  if (bad !== undefined)
    throw AppError.field(
      ['status'],
      'invalid_enum',
      'must be draft, scheduled or sent (comma separated)',
    );
  return items as CommunicationStatus[];
}

// GET and POST /v2/communications: the network's communications, and a new draft. Staff only
// (docs/communications.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List communications, newest first; status filters (comma separated). Staff only',
    reference: 'partnerize-communications GET /v2/communications',
    query: CommunicationListQuery,
    responses: { 200: CommunicationListResponse },
    handler: async ({ db, principal, query }) => {
      const rows = await listCommunications(db, principal, statusesOf(query.status));
      return { body: { count: rows.length, communications: rows.map(presentCommunication) } };
    },
  }),
  POST: endpoint({
    summary:
      'Create a draft communication; recipients by publisher_ids and/or recipient_segments (ours), resolved at send time. Staff only',
    reference: 'partnerize-communications POST /v2/communications',
    body: CreateCommunicationIn,
    responses: { 201: CommunicationResponse },
    handler: async ({ db, principal, body }) => {
      const row = await createCommunication(db, principal, communicationChangesOf(body));
      return {
        status: 201,
        body: {
          communication: presentCommunication(row),
          hypermedia: { links: { content: `/v2/communications/${row.id}/content` } },
        },
      };
    },
  }),
});
