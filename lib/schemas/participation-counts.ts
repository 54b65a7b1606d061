import { z } from 'zod';
import { commaList } from './query-lists';

/**
 * GET /v3/network/{networkId}/partners/participation-counts?ids=1,2,3 (ours): how many
 * participations each partner has per status, so a confirmation can say how many a
 * network rejection (which rejects every participation) would end.
 */
const partnerId = z
  .string()
  .refine((v) => /^[1-9][0-9]{0,17}$/.test(v), {
    params: { kind: 'invalid_value' },
    message: 'is not a valid id',
  })
  .transform(Number);

export const ParticipationCountsQuery = z.object({
  ids: z
    .string()
    .transform((v) => commaList(v))
    .pipe(z.array(partnerId).min(1).max(1000)),
});
export type ParticipationCountsQuery = z.output<typeof ParticipationCountsQuery>;

const count = z.number().int();

const ParticipationCountOut = z.object({
  partner_id: z.string(),
  approved: count,
  pending: count,
  invited: count,
  rejected: count,
  /** Participations a network rejection would end: approved, pending and invited. */
  open: count,
});

export const ParticipationCountsResponse = z.object({
  data: z.array(ParticipationCountOut),
  /** Totals over the partners listed. */
  meta: z.object({ partners: count, open: count }),
});
