import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { selectionOfBody } from '@/lib/api/endpoints/publisher-filters';
import { presentCollection } from '@/lib/api/presenters/partner-collection';
import { CollectionPartnersIn, PartnerCollectionResponse } from '@/lib/schemas/partner-collection';
import { changeCollectionPartners } from '@/lib/services/partner-collections';

const PATH = '/v2/networks/{network_id}/partner-collections/{collection-id}/partners';

// POST and DELETE /v2/networks/{network_id}/partner-collections/{collection-id}/partners: add
// partners to a collection (201) or take them out (200), chosen by partner_ids or by filter less
// excluded_publisher_ids, set-based. Partners already in (or not in) are left as they are. Staff only.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary:
      'Add partners to a collection by partner_ids, or by filter less excluded_publisher_ids (set-based). Staff only',
    reference: `partnerize-publishers POST ${PATH}`,
    responses: { 201: PartnerCollectionResponse },
    body: CollectionPartnersIn,
    handler: async ({ db, principal, params, body }) => {
      const collection = await changeCollectionPartners(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.collectionId, 'Partner collection'),
        'add',
        selectionOfBody(body),
      );
      return { status: 201, body: { collection: presentCollection(collection) } };
    },
  }),
  DELETE: endpoint({
    summary:
      'Remove partners from a collection by partner_ids, or by filter less excluded_publisher_ids (set-based). Staff only',
    reference: `partnerize-publishers DELETE ${PATH}`,
    responses: { 200: PartnerCollectionResponse },
    body: CollectionPartnersIn,
    handler: async ({ db, principal, params, body }) => {
      const collection = await changeCollectionPartners(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.collectionId, 'Partner collection'),
        'remove',
        selectionOfBody(body),
      );
      return { body: { collection: presentCollection(collection) } };
    },
  }),
});
