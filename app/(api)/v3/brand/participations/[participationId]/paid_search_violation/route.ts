import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaidSearchViolation } from '@/lib/api/presenters/fraud';
import {
  PaidSearchViolationIn,
  PaidSearchViolationListResponse,
  PaidSearchViolationResponse,
} from '@/lib/schemas/fraud';
import { createPaidSearchViolation, listPaidSearchViolations } from '@/lib/services/fraud';

// GET and POST /v3/brand/participations/{participationId}/paid_search_violation: windows in
// which the participation's commissions are not to be paid (docs/fraud.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "List a participation's paid-search violations",
    reference:
      'partnerize-paid-search-violations GET /v3/brand/participations/{participationId}/paid_search_violation',
    responses: { 200: PaidSearchViolationListResponse },
    handler: async ({ db, principal, params }) => {
      const rows = await listPaidSearchViolations(
        db,
        principal,
        pathId(params.participationId, 'Participation'),
      );
      return { body: { data: rows.map(presentPaidSearchViolation) } };
    },
  }),
  POST: endpoint({
    summary: 'Record a paid-search violation window (start default now; no end: open-ended)',
    reference:
      'partnerize-paid-search-violations POST /v3/brand/participations/{participationId}/paid_search_violation',
    body: PaidSearchViolationIn,
    responses: { 201: PaidSearchViolationResponse },
    handler: async ({ db, principal, params, body }) => {
      const row = await createPaidSearchViolation(
        db,
        principal,
        pathId(params.participationId, 'Participation'),
        { startAt: body.start_date_time, endAt: body.end_date_time },
      );
      return { status: 201, body: { data: presentPaidSearchViolation(row) } };
    },
  }),
});
