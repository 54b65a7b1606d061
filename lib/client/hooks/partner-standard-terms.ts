import { useQuery } from '@tanstack/react-query';
import { api, call } from '../api';

type Id = string | number;

/**
 * A campaign's general (standard) terms as they bind the partner, from the combined terms
 * (GET /v2/publishers/{publisherId}/campaigns/terms): the `campaign` item, or null when the
 * campaign has none (or partner terms replace them). Network and custom terms are read elsewhere.
 */
export function useCampaignStandardTerms(partnerId: Id, campaignId: Id | null) {
  return useQuery({
    queryKey: ['partner-area', 'standard-terms', String(partnerId), String(campaignId)],
    queryFn: async () => {
      const answer = await call(
        api.GET('/v2/publishers/{publisherId}/campaigns/terms', {
          params: {
            path: { publisherId: String(partnerId) },
            query: { campaigns: String(campaignId) },
          },
        }),
      );
      return answer.terms.find((t) => t.type === 'campaign') ?? null;
    },
    enabled: campaignId !== null,
  });
}
