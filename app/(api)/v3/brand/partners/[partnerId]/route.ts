import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentBrandPartnerProfile } from '@/lib/api/presenters/brand-partner-profile';
import { BrandPartnerProfileResponse } from '@/lib/schemas/brand-partner-profile';
import { getBrandPartnerProfile } from '@/lib/services/partners';

// GET /v3/brand/partners/{partnerId} (ours): the read-only partner profile a brand decides on
// (websites, audience, promotional method, history on its campaigns), without staff-only
// fields. Brand users: only partners with a participation in their campaigns (others 404);
// staff: any partner of the network; partner users 403 (docs/api-decisions.md#brand-partner-profile).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A partner's profile as a brand sees it: websites, audience, promotional method and its history on the brand's campaigns (no staff-only fields)",
    reference: 'ours',
    responses: { 200: BrandPartnerProfileResponse },
    handler: async ({ db, principal, params, origin }) => ({
      body: {
        data: presentBrandPartnerProfile(
          origin,
          await getBrandPartnerProfile(db, principal, pathId(params.partnerId, 'Publisher')),
        ),
      },
    }),
  }),
});
