import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentDatabase, presentPartner, presentWebsite } from '@/lib/api/presenters/partner';
import {
  PartnerDetailResponse,
  PartnerUpdatedResponse,
  UpdatePartnerIn,
} from '@/lib/schemas/partner';
import { getPartnerWithContacts, updatePartner } from '@/lib/services/partners';

// GET /user/publisher/{publisher_id}: Get partner, with its websites and databases.
// POST /user/publisher/{publisher_id}: Update partner.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Get partner, with its websites and databases',
    reference: 'partnerize-partner-details GET /user/publisher/{publisher_id}',
    responses: { 200: PartnerDetailResponse },
    handler: async ({ db, principal, params, origin }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const { partner, websites, databases } = await getPartnerWithContacts(
        db,
        principal,
        partnerId,
      );
      return {
        body: {
          publisher: {
            ...presentPartner(partner, origin, principal),
            websites: websites.map(presentWebsite),
            databases: databases.map(presentDatabase),
          },
        },
      };
    },
  }),
  POST: endpoint({
    summary: 'Update partner; the logo by URL (company_logo) or data URL (company_logo_upload)',
    reference: 'partnerize-partner-details POST /user/publisher/{publisher_id}',
    responses: { 200: PartnerUpdatedResponse },
    body: UpdatePartnerIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const partner = await updatePartner(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        body,
      );
      return {
        body: {
          status: { status: 'Updated', message: 'Publisher successfully updated' },
          publisher: presentPartner(partner, origin, principal),
        },
      };
    },
  }),
});
