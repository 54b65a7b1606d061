import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { deletePaidSearchViolation } from '@/lib/services/fraud';

// DELETE /v3/brand/participations/{participationId}/paid_search_violation/{paidSearchViolationId}:
// a violation not started yet is deleted; a running one is ended now (204).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  DELETE: endpoint({
    summary: 'End (or, before it starts, delete) a paid-search violation (204)',
    reference:
      'partnerize-paid-search-violations DELETE /v3/brand/participations/{participationId}/paid_search_violation/{paidSearchViolationId}',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await deletePaidSearchViolation(
        db,
        principal,
        pathId(params.participationId, 'Participation'),
        pathId(params.paidSearchViolationId, 'Paid search violation'),
      );
      return { status: 204 };
    },
  }),
});
