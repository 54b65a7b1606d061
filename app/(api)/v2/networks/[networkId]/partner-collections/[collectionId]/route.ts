import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { deleteCollection } from '@/lib/services/partner-collections';

// DELETE /v2/networks/{network_id}/partner-collections/{collection-id}: deletes the collection
// (204); it is gone for every read and filter. Staff only.
// Legacy: the reference spells the parameter {collection-id}; the folder says [collectionId]
// beside the [networkId] of the other v2 network routes (same URL).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  DELETE: endpoint({
    summary: 'Delete a partner collection (204). Staff only',
    reference:
      'partnerize-publishers DELETE /v2/networks/{network_id}/partner-collections/{collection-id}',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await deleteCollection(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.collectionId, 'Partner collection'),
      );
      return { status: 204 };
    },
  }),
});
