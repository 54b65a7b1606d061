import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';

export const networks = pgTable('networks', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  notes: text('notes').notNull().default(''),
  applicationId: integer('application_id').notNull().default(1),
  autoApprovePublishers: boolean('auto_approve_publishers').notNull().default(false),
  defaultCampaignId: ref('default_campaign_id'),
  cmClientId: text('cm_client_id').notNull(),
  contactEmail: text('contact_email'),
  locale: text('locale').notNull().default('en'),
  /** SHA-256 of the application key; the key itself is shown once. */
  applicationKeyHash: text('application_key_hash').notNull().unique(),
  applicationKeyPrefix: text('application_key_prefix').notNull(),
  createdAt: createdAt(),
});

/** Instance-wide settings shared by every app instance (for example the session secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
