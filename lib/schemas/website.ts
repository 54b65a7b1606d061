import { z } from 'zod';
import { Country, YesOrNo } from './enums';
import { entityId, httpUrl, referenceId, text } from './fields';
import { VERTICALS, WEBSITE_TYPES } from './reference';

const MAX_ITEMS = 100;

/**
 * Legacy: the collection may come as `{websites: [...]}` or, for one item, flat; items may
 * be bare or wrapped as `{website: {...}}`. Everything is normalised to `{websites: [bare]}`.
 */
export function collectionOf(key: string, singular: string) {
  return (body: unknown) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const record = body as Record<string, unknown>;
    const items = key in record ? record[key] : [record];
    if (!Array.isArray(items)) return { [key]: items };
    return {
      [key]: items.map((item) =>
        item && typeof item === 'object' && singular in item && Object.keys(item).length === 1
          ? (item as Record<string, unknown>)[singular]
          : item,
      ),
    };
  };
}

const websiteFields = {
  active: YesOrNo.optional(),
  primary: YesOrNo.optional(),
  description: text(2000).optional(),
  website_country: Country.nullable().optional(),
  website_name: text(255).nullable().optional(),
  website_type: referenceId(WEBSITE_TYPES, 'website type').optional(),
  website_vertical: referenceId(VERTICALS, 'vertical').optional(),
};

export const WebsiteCreateItemIn = z.object({ website_url: httpUrl(), ...websiteFields });
export const WebsiteUpdateItemIn = z.object({
  website_id: entityId(),
  website_url: httpUrl().optional(),
  ...websiteFields,
});

export const CreateWebsitesIn = z.preprocess(
  collectionOf('websites', 'website'),
  z.object({ websites: z.array(WebsiteCreateItemIn).min(1).max(MAX_ITEMS) }),
);
export const UpdateWebsitesIn = z.preprocess(
  collectionOf('websites', 'website'),
  z.object({ websites: z.array(WebsiteUpdateItemIn).min(1).max(MAX_ITEMS) }),
);
export type WebsiteCreateItemIn = z.output<typeof WebsiteCreateItemIn>;
export type WebsiteUpdateItemIn = z.output<typeof WebsiteUpdateItemIn>;
