import type { NewTrackingLink } from '@/lib/client/hooks/partner-tracking';
import { ApiClientError } from '@/lib/client/errors';

/** The link builder's form values and the request body they make. */
export interface LinkValues {
  campaign_id: string;
  destination_url: string;
  pubref: string;
}

export const LINK_FIELDS = ['campaign_id', 'destination_url', 'pubref'] as const;
/** Body attributes whose errors belong to a form field of another name. */
export const LINK_ALIAS: Record<string, string> = {
  params: 'pubref',
  'params.0': 'pubref',
  'params.0.value': 'pubref',
};

export function linkInput(values: LinkValues, withDeepLink = true): NewTrackingLink {
  const deepLink = values.destination_url.trim();
  const subId = values.pubref.trim();
  return {
    campaign_id: values.campaign_id,
    ...(withDeepLink && deepLink ? { destination_url: deepLink } : {}),
    ...(subId ? { params: [{ key: 'pubref' as const, value: subId }] } : {}),
  };
}

/**
 * The server's word that the deep link is one the campaign would not follow (outside the brand's
 * deep-link domains, or no deep links at all); the form's own check has already passed the URL's
 * form, so any destination_url problem left is that one. Null for any other error.
 */
export function refusedDeepLink(error: unknown): string | null {
  if (!(error instanceof ApiClientError) || error.status !== 400) return null;
  const problem = error.fields.find(
    (f) => f.property.replace(/^\[|\]$/g, '') === 'destination_url',
  );
  return problem ? problem.message : null;
}
