import { z } from 'zod';
import { NetworkStatus } from './enums';

const nullableText = z.string().nullable();

/**
 * The limited record brand users get for every partner
 * (docs/api-decisions.md#partners-as-brand-users-see-them):
 * what identifies the partner and what a brand weighs when inviting or accepting it (the
 * reference's partner discovery shows name, company, country, vertical and promotional method).
 * Never notes, IP addresses, contact details, phone numbers, addresses or tax ids.
 */
export const LimitedPartnerOut = z
  .object({
    publisher_id: z.string(),
    account_name: z.string(),
    company_name: z.string(),
    company_logo: nullableText.meta({ description: 'URL of the logo as served by this app' }),
    description: nullableText,
    created: z.string().meta({ description: 'YYYY-MM-DD HH:MM:SS, UTC' }),
    network_id: z.string(),
    network_status: NetworkStatus,
    operating_country: nullableText,
    promotional_method: z.number().int(),
    promotional_method_name: z.string(),
    vertical: z.number().int(),
    vertical_name: z.string(),
  })
  .meta({ id: 'LimitedPublisher' });
export type LimitedPartnerOut = z.infer<typeof LimitedPartnerOut>;
