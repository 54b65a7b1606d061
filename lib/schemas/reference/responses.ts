import { z } from 'zod';
import { YesOrNo } from '../enums';

/**
 * Bodies of the v1 GET /reference/... lookups, in the reference's shapes: a plural key holding
 * `{<singular>: {...}}` wrappers (GET /reference/currency/country: a bare array).
 */

const list = <K extends string, S extends z.ZodType>(plural: string, singular: K, item: S) =>
  z.object({
    count: z.number().int(),
    [plural]: z.array(z.object({ [singular]: item } as Record<K, S>)),
  });

const str = z.string();
const int = z.number().int();

export const VerticalListResponse = list(
  'verticals',
  'vertical',
  z.object({ vertical_id: int, name: str, description: str }),
).meta({ id: 'VerticalListResponse' });

export const WebsiteTypeListResponse = list(
  'website_types',
  'website_type',
  z.object({ website_id: int, name: str, description: str }),
).meta({ id: 'WebsiteTypeListResponse' });

export const PromotionalMethodListResponse = list(
  'promotional_methods',
  'promotional_method',
  z.object({ promotional_method_id: int, name: str, description: str }),
).meta({ id: 'PromotionalMethodListResponse' });

const CountryOut = z.object({
  ref_country_id: int,
  iso: str,
  iso3: str,
  iso_numeric: str,
  printable_name: str,
  currency_iso: str,
  capital: str,
  continent_iso: str,
  continent_name: str,
  languages: str,
});
export const CountryListResponse = list('countries', 'country', CountryOut).meta({
  id: 'CountryListResponse',
});

export const LocaleListResponse = list(
  'locales',
  'locale',
  z.object({ code: str, printable_name: str }),
).meta({ id: 'LocaleListResponse' });

export const CurrencyListResponse = list(
  'currencies',
  'currency',
  z.object({ currency_id: int, iso: str, name: str, minor_unit: int }),
).meta({ id: 'CurrencyListResponse' });

export const CurrencyCountryResponse = z
  .array(
    z.object({
      currency_country: z.object({
        currency_iso: z.record(str, z.object({ country_iso: z.array(str) })),
      }),
    }),
  )
  .meta({ id: 'CurrencyCountryResponse' });

export const TimezoneListResponse = list(
  'timezones',
  'timezone',
  z.object({
    ref_timezone_id: int,
    name: str,
    description: str.meta({ example: '[GMT-10:00] Pacific/Tahiti' }),
    local_time: str.meta({ description: 'Now in the zone, YYYY-MM-DD HH:MM:SS' }),
    utc_offset: str.meta({ description: 'Seconds east of UTC now', example: '-36000' }),
  }),
).meta({ id: 'TimezoneListResponse' });

export const UsStateListResponse = list(
  'us_states',
  'us_state',
  z.object({ code: str, printable_name: str }),
).meta({ id: 'UsStateListResponse' });

export const ConversionTypeListResponse = list(
  'conversion_types',
  'conversion_type',
  z.object({
    conversion_type_id: int,
    conversion_type: str,
    description: str,
    available_to_invoice: YesOrNo,
    available_to_selfbill: YesOrNo,
    exclude_from_override_rules: YesOrNo,
  }),
).meta({ id: 'ConversionTypeListResponse' });

const tracking = (idKey: string, withKey: boolean) =>
  z.object({
    [idKey]: int,
    title: str,
    description: str,
    skip_invoice: int,
    skip_selfbill: int,
    skip_override: int,
    ...(withKey ? { key: str } : {}),
  });

export const DeviceListResponse = list('devices', 'device', tracking('ref_device_id', true)).meta({
  id: 'DeviceListResponse',
});
export const UserContextListResponse = list(
  'user_contexts',
  'user_context',
  tracking('ref_user_context_id', true),
).meta({ id: 'UserContextListResponse' });
export const TrafficSourceListResponse = list(
  'traffic_sources',
  'traffic_source',
  tracking('ref_traffic_source_id', false),
).meta({ id: 'TrafficSourceListResponse' });
export const ConversionMetricListResponse = list(
  'conversion_metrics',
  'conversion_metric',
  tracking('ref_conversion_metric_id', false),
).meta({ id: 'ConversionMetricListResponse' });
export const PartnershipModelListResponse = list(
  'partnership_models',
  'partnership_model',
  tracking('ref_partnership_model_id', false),
).meta({ id: 'PartnershipModelListResponse' });
export const CampaignExtraFieldListResponse = list(
  'campaign_extra_fields',
  'campaign_extra_field',
  z.object({
    campaign_extra_field_id: int,
    field_name: str,
    field_comment: str,
    field_default_value: str.meta({ description: "'' when the field has no default" }),
  }),
).meta({ id: 'CampaignExtraFieldListResponse' });
export const PaymentMethodListResponse = list(
  'payment_methods',
  'payment_method',
  z.object({
    payment_method_id: int,
    payment_method_code: str.meta({
      description: 'bank_transfer or paypal: what payment details and runs take',
    }),
    title: str,
    payment_type_code: str,
    active: YesOrNo,
  }),
).meta({ id: 'PaymentMethodListResponse' });
