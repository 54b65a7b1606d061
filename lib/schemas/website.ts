import { z } from 'zod';
import { Country, YesOrNo } from './enums';
import { entityId, httpUrl, referenceId, text } from './fields';
import { VERTICALS, WEBSITE_TYPES } from './reference';
import { bulkBodies } from './bulk-body';

const MAX_ITEMS = 100;

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

const websitesBody = bulkBodies('websites', 'website', MAX_ITEMS);

export const CreateWebsitesIn = websitesBody(WebsiteCreateItemIn);
export const UpdateWebsitesIn = websitesBody(WebsiteUpdateItemIn);
export type WebsiteCreateItemIn = z.output<typeof WebsiteCreateItemIn>;
export type WebsiteUpdateItemIn = z.output<typeof WebsiteUpdateItemIn>;
