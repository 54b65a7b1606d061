import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTermV3 } from '@/lib/api/presenters/terms';
import { PublishTermsIn, TermV3Response, TermListV3Response } from '@/lib/schemas/terms';
import { listTermsHistory, publishTerms } from '@/lib/services/terms';

// Our operation (not in the Partnerize reference): staff read every version of the network
// terms (GET) and publish a new version for a locale and optional country (POST, 201).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Every published version of the network terms, newest first (our operation)',
    reference: 'ours',
    responses: { 200: TermListV3Response },
    handler: async ({ db, principal, params }) => {
      const terms = await listTermsHistory(db, principal, pathId(params.networkId, 'Network'));
      return { body: { data: terms.map(presentTermV3) } };
    },
  }),
  POST: endpoint({
    summary:
      'Publish a new version of the network terms for a locale and optional country (our operation)',
    reference: 'ours',
    responses: { 201: TermV3Response },
    body: PublishTermsIn,
    handler: async ({ db, principal, params, body }) => {
      const terms = await publishTerms(db, principal, pathId(params.networkId, 'Network'), body);
      return { status: 201, body: { data: presentTermV3(terms) } };
    },
  }),
});
