import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentDeeplinkDomain } from '@/lib/api/presenters/tracking';
import { DeeplinkDomainListV3Response, DeeplinkDomainsIn } from '@/lib/schemas/tracking';
import {
  addDeeplinkDomains,
  listDeeplinkDomains,
  removeDeeplinkDomains,
} from '@/lib/services/tracking';

const brandId = (params: Record<string, unknown>) =>
  pathId(params.brand as string | undefined, 'Brand');

// GET, PATCH and DELETE /v3/brand/{brand}/deeplink-domains: the domains a brand's deep links may
// go to (a domain allows its subdomains); GET ordered by domain, limit 20 by default; PATCH adds
// and DELETE removes up to 100 at once, 204. Staff and the brand's users (docs/tracking.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "A brand's deep-link domains, by domain name",
    reference: 'partnerize-deep-link-domains GET /v3/brand/{brand}/deeplink-domains',
    responses: { 200: DeeplinkDomainListV3Response },
    query: offsetQuery(20, 100),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listDeeplinkDomains(db, principal, brandId(params), page);
      return {
        body: {
          data: rows.map(presentDeeplinkDomain),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  PATCH: endpoint({
    summary: 'Add deep-link domains to a brand (at most 100)',
    reference: 'partnerize-deep-link-domains PATCH /v3/brand/{brand}/deeplink-domains',
    responses: { 204: null },
    body: DeeplinkDomainsIn,
    handler: async ({ db, principal, params, body }) => {
      await addDeeplinkDomains(db, principal, brandId(params), body.allowed_domains);
      return { status: 204 };
    },
  }),
  DELETE: endpoint({
    summary: 'Remove deep-link domains from a brand (at most 100)',
    reference: 'partnerize-deep-link-domains DELETE /v3/brand/{brand}/deeplink-domains',
    responses: { 204: null },
    body: DeeplinkDomainsIn,
    handler: async ({ db, principal, params, body }) => {
      await removeDeeplinkDomains(db, principal, brandId(params), body.allowed_domains);
      return { status: 204 };
    },
  }),
});
