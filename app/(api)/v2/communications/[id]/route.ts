import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { communicationChangesOf } from '@/lib/api/inputs/communication';
import { presentCommunication } from '@/lib/api/presenters/communication';
import { CommunicationResponse, UpdateCommunicationIn } from '@/lib/schemas/communication';
import {
  deleteCommunication,
  getCommunication,
  updateCommunication,
} from '@/lib/services/communications';

// GET, PUT and DELETE /v2/communications/{id}: one communication; a draft may be changed or
// deleted. PUT answers 201 as the reference does. Staff only.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'A communication. Staff only',
    reference: 'partnerize-communications GET /v2/communications/{id}',
    responses: { 200: CommunicationResponse },
    handler: async ({ db, principal, params }) => {
      const row = await getCommunication(db, principal, pathId(params.id, 'Communication'));
      return { body: { communication: presentCommunication(row) } };
    },
  }),
  PUT: endpoint({
    summary: 'Update a draft communication (fields left out stay as they are). Staff only',
    reference: 'partnerize-communications PUT /v2/communications/{id}',
    body: UpdateCommunicationIn,
    responses: { 201: CommunicationResponse },
    handler: async ({ db, principal, params, body }) => {
      const row = await updateCommunication(
        db,
        principal,
        pathId(params.id, 'Communication'),
        communicationChangesOf(body),
      );
      return { status: 201, body: { communication: presentCommunication(row) } };
    },
  }),
  DELETE: endpoint({
    summary: 'Delete a draft communication (204). Staff only',
    reference: 'partnerize-communications DELETE /v2/communications/{id}',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await deleteCommunication(db, principal, pathId(params.id, 'Communication'));
      return { status: 204 };
    },
  }),
});
