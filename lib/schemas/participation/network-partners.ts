import { z } from 'zod';
import { COUNTRIES, NETWORK_STATUSES } from '../enums';
import { entityId } from '../fields';
import { PROMOTIONAL_METHODS, VERTICALS } from '../reference';

/**
 * POST /v2/networks/{networkId}/invite/network-partners and .../reject/network-partners.
 * Legacy: three body forms, exactly one of
 * `{publisher_id: [..], campaign_id: [..]}`, `{filter: [{property, value}], campaign_id: [..],
 * excluded_publisher_id?: [..]}` or `{partner_collection_id, campaign_id: [..]}`. We have no
 * partner collections, so the third is refused with a 400 naming partner_collection_id.
 * `filter` items are ANDed; `value` is one value or a list (any of). Filter properties:
 * network_status (a|p|r|n), vertical and promotional_method (reference ids),
 * operating_country (alias country; ISO alpha-2). At most MAX_PAIRS partner-campaign pairs.
 */
const PARTNER_FILTER_PROPERTIES = [
  'network_status',
  'vertical',
  'promotional_method',
  'operating_country',
  'country',
] as const;
const filterScalar = z.union([z.string(), z.number()]);
const filterValueOk: Record<(typeof PARTNER_FILTER_PROPERTIES)[number], (v: string) => boolean> = {
  network_status: (v) => (NETWORK_STATUSES as readonly string[]).includes(v),
  vertical: (v) => /^\d+$/.test(v) && Number(v) in VERTICALS,
  promotional_method: (v) => /^\d+$/.test(v) && Number(v) in PROMOTIONAL_METHODS,
  operating_country: (v) => (COUNTRIES as readonly string[]).includes(v.toUpperCase()),
  country: (v) => (COUNTRIES as readonly string[]).includes(v.toUpperCase()),
};
const idList = () => z.array(entityId()).min(1).max(1000);

export const NetworkPartnersDecisionIn = z
  .strictObject({
    campaign_id: idList(),
    publisher_id: idList().optional(),
    filter: z
      .array(
        z.strictObject({
          property: z.string(),
          value: z.union([filterScalar, z.array(filterScalar).min(1).max(300)]),
        }),
      )
      .min(1)
      .max(10)
      .optional(),
    excluded_publisher_id: z.array(entityId()).max(10000).optional(),
    partner_collection_id: z
      .union([z.string(), z.number()])
      .optional()
      .meta({ description: 'Not supported here (no partner collections): always a 400' }),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], kind: string, message: string) =>
      ctx.addIssue({ code: 'custom', path, params: { kind }, message });
    if (body.partner_collection_id !== undefined) {
      issue(
        ['partner_collection_id'],
        'invalid_value',
        'is not supported: this network has no partner collections; send publisher_id or filter instead',
      );
      return;
    }
    if (body.publisher_id === undefined && body.filter === undefined)
      issue(['publisher_id'], 'required', 'is required (or send filter instead)');
    if (body.publisher_id !== undefined && body.filter !== undefined)
      issue(
        ['filter'],
        'invalid_value',
        'cannot be sent with publisher_id; send exactly one of them',
      );
    if (body.excluded_publisher_id !== undefined && body.filter === undefined)
      issue(['excluded_publisher_id'], 'invalid_value', 'is only allowed with filter');
    body.filter?.forEach((f, i) => {
      const check = filterValueOk[f.property as keyof typeof filterValueOk];
      if (!check) {
        issue(
          ['filter', i, 'property'],
          'invalid_enum',
          `is not a supported filter property (${JSON.stringify(f.property)}); use one of: ${PARTNER_FILTER_PROPERTIES.join(', ')}`,
        );
        return;
      }
      const bad = (Array.isArray(f.value) ? f.value : [f.value])
        .map(String)
        .find((v) => !check(v.trim()));
      if (bad !== undefined)
        issue(
          ['filter', i, 'value'],
          'invalid_value',
          `contains ${JSON.stringify(bad)}, which is not a valid ${f.property}`,
        );
    });
  });
export type NetworkPartnersDecisionIn = z.output<typeof NetworkPartnersDecisionIn>;
