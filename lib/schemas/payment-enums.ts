import { z } from 'zod';

/** A payment run's steps (docs/payments.md#payment-runs-built). */
export const PAYMENT_RUN_STATUSES = ['previewed', 'approved', 'issued', 'paid'] as const;
export const PaymentRunStatus = z.enum(PAYMENT_RUN_STATUSES);
export type PaymentRunStatus = z.infer<typeof PaymentRunStatus>;

/** A self-bill's state: issued by a run, then paid (docs/payments.md#self-bills-built). */
export const SELF_BILL_STATUSES = ['issued', 'paid'] as const;
export type SelfBillStatus = (typeof SELF_BILL_STATUSES)[number];

/** Whom a tax profile describes (docs/payments.md#tax-profile-built). */
export const TAX_ENTITY_TYPES = ['individual', 'company'] as const;
export const TaxEntityType = z.enum(TAX_ENTITY_TYPES);
/** The US tax form a partner has on file (recorded, not e-signed). */
export const US_TAX_FORMS = ['w9', 'w8ben', 'w8bene'] as const;
export const UsTaxForm = z.enum(US_TAX_FORMS);
