import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentPartnerUser } from '@/lib/api/presenters/partner';
import { CreatePartnerUserIn, PartnerUserResponse } from '@/lib/schemas/partner';
import { createPartnerWithUser } from '@/lib/services/partners';

// POST /user: Create network partner with user account.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary: 'Create network partner with user account',
    reference: 'partnerize-network-partners POST /user',
    responses: { 201: PartnerUserResponse },
    body: CreatePartnerUserIn,
    handler: async ({ db, principal, body, origin }) => {
      const created = await createPartnerWithUser(db, principal, body);
      return { status: 201, body: { user: presentPartnerUser(created, origin, principal) } };
    },
  }),
});
