import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentPartner } from '@/lib/api/presenters/partner';
import { CreatePartnerIn, PartnerResponse } from '@/lib/schemas/partner';
import { createPartner } from '@/lib/services/partners';

// POST /user/publisher: Create network partner.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary: 'Create network partner',
    reference: 'partnerize-network-partners POST /user/publisher',
    responses: { 201: PartnerResponse },
    body: CreatePartnerIn,
    handler: async ({ db, principal, body, origin }) => {
      const partner = await createPartner(db, principal, body);
      return { status: 201, body: { publisher: presentPartner(partner, origin, principal) } };
    },
  }),
});
