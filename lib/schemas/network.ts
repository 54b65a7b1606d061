import { z } from 'zod';
import { Locale, YesOrNo } from './enums';

/** The Network object of GET /network. */
export const NetworkOut = z.object({
  network_id: z.number().int(),
  network_name: z.string(),
  network_description: z.string(),
  network_notes: z.string(),
  network_application_id: z.number().int(),
  auto_approve_publishers: YesOrNo,
  default_campaign_id: z.string().nullable(),
  cm_client_id: z.string(),
  network_contact_email: z.string().nullable(),
  network_locale: Locale,
});
export type NetworkOut = z.infer<typeof NetworkOut>;

export const NetworkListResponse = z.object({
  count: z.number().int(),
  networks: z.array(z.object({ network: NetworkOut })),
});
