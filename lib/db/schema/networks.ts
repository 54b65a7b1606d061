import { boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { FUNDING_MODES } from '../../schemas/enums';
import { createdAt, id, ref } from './columns';

export const networks = pgTable('networks', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  notes: text('notes').notNull().default(''),
  applicationId: integer('application_id').notNull().default(1),
  autoApprovePartners: boolean('auto_approve_publishers').notNull().default(false),
  /** A brand a brand user creates starts pending until staff approve it (docs/console.md#brands). */
  brandApprovalRequired: boolean('brand_approval_required').notNull().default(true),
  defaultCampaignId: ref('default_campaign_id'),
  cmClientId: text('cm_client_id').notNull(),
  contactEmail: text('contact_email'),
  locale: text('locale').notNull().default('en'),
  /** When payable commission becomes available to partners (docs/payments.md). */
  fundingMode: text('funding_mode', { enum: FUNDING_MODES }).notNull().default('scheduled'),
  /** The network's own account, the debtor of its SEPA payment files (docs/payments.md#bank-files-built). */
  payerAccountName: text('payer_account_name'),
  payerIban: text('payer_iban'),
  payerBic: text('payer_bic'),
  /** A run pays a partner's balance at or above this (a payment-detail set may override it). */
  paymentThreshold: numeric('payment_threshold', { precision: 14, scale: 4 })
    .notNull()
    .default('0'),
  /** A run whose total is above this needs a second staff user's approval; null: never. */
  paymentApprovalLimit: numeric('payment_approval_limit', { precision: 14, scale: 4 }),
  /** A partner whose payment details changed within this many days of a run is held. */
  paymentDetailsHoldDays: integer('payment_details_hold_days').notNull().default(7),
  /** Where the network is established, for self-bills' VAT (ISO 3166-1 alpha-2). */
  taxCountry: text('tax_country'),
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
