import { apiRoute, endpoint } from '@/lib/api/http/route';
import { IncidentsPerDayQuery, IncidentsPerDayResponse } from '@/lib/schemas/fraud';
import { incidentsPerDay } from '@/lib/services/fraud';

// GET /v3/brand/fraud-incidents/per-day (ours): the matching incidents per day and metric, every
// metric ours included (the reference's aggregation counts only its six); the review's chart.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Fraud incidents per day and metric across campaigns: start_date and end_date (required, at most 366 days), filters campaign_id, partner_id, metric, status (our operation; staff and brand users)',
    reference: 'ours',
    query: IncidentsPerDayQuery,
    responses: { 200: IncidentsPerDayResponse },
    handler: async ({ db, principal, query }) => {
      const days = await incidentsPerDay(db, principal, {
        campaignId: query.campaign_id,
        partnerId: query.partner_id,
        metric: query.metric,
        status: query.status,
        startDate: query.start_date,
        endDate: query.end_date,
      });
      return { body: { data: days.map((d) => ({ date: d.day, counts: d.counts })) } };
    },
  }),
});
