import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { partnerPaymentDetails, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { PaymentType } from '@/lib/schemas/enums';
import { AppError, type FieldError } from '@/lib/errors';
import { exactText } from '@/lib/money/amount';
import { requirePartnerAccess } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { checkPaymentValues, type CheckedValues } from '@/lib/schemas/bank-rules';
import { seal } from './seal';
import { deliverSoon } from '../emails';
import { queuePaymentDetailsChanged } from './payment-detail-emails';

/**
 * A partner's payment details, one set per paid currency (docs/payments.md#payment-details-built):
 * validated offline, sealed at rest, shown masked, every change audited (masked values only).
 */

export type PaymentDetailRow = typeof partnerPaymentDetails.$inferSelect;

/** One set as the service takes it (the route translates the wire's names). */
export interface PaymentDetailInput {
  setId?: number;
  country: string;
  paidCurrency: string;
  trackedCurrencies?: string[];
  paymentType: PaymentType;
  threshold?: string;
  values: Record<string, string>;
}

async function requirePartner(db: DbOrTx, principal: Principal, partnerId: number) {
  requirePartnerAccess(principal, partnerId);
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.networkId, principal.networkId)));
  if (!row) throw AppError.notFound('Partner');
}

/** The partner's sets, oldest first (the partner's own users or staff). */
export async function readPaymentDetails(
  db: Db,
  principal: Principal,
  partnerId: number,
): Promise<PaymentDetailRow[]> {
  await requirePartner(db, principal, partnerId);
  return db
    .select()
    .from(partnerPaymentDetails)
    .where(eq(partnerPaymentDetails.partnerId, partnerId))
    .orderBy(asc(partnerPaymentDetails.id));
}

/** Every set checked before anything is written: the problems name payment_details[i]'s fields. */
function checkAll(sets: PaymentDetailInput[]): CheckedValues[] {
  const fields: FieldError[] = [];
  const checked = sets.map((set, i) => {
    const result = checkPaymentValues(set.paymentType, set.country, set.values);
    if ('ok' in result) return result.ok;
    for (const p of result.problems)
      fields.push({
        path:
          p.field === 'country'
            ? ['payment_details', i, 'country']
            : ['payment_details', i, 'payment_detail_values', p.field],
        kind: 'invalid_value',
        message: p.message,
      });
    return null;
  });
  const currencies = sets.map((s) => s.paidCurrency);
  currencies.forEach((c, i) => {
    if (currencies.indexOf(c) !== i)
      fields.push({
        path: ['payment_details', i, 'paid_currency'],
        kind: 'duplicate',
        message: `Only one set per paid currency: ${c} is named twice`,
      });
  });
  if (fields.length) throw AppError.validation(fields, fields[0]!.message);
  return checked as CheckedValues[];
}

/**
 * Creates or replaces the partner's sets, one per paid currency, in one transaction: a set for
 * a currency that has one replaces it (its suspension stays as staff left it). The partner's
 * users are e-mailed in the same transaction.
 */
export async function savePaymentDetails(
  db: Db,
  principal: Principal,
  partnerId: number,
  sets: PaymentDetailInput[],
): Promise<PaymentDetailRow[]> {
  await requirePartner(db, principal, partnerId);
  const checked = checkAll(sets);
  const rows = await db.transaction(async (tx) => {
    const changes = new ChangeSet(actorOf(principal));
    const saved: PaymentDetailRow[] = [];
    for (const [i, set] of sets.entries()) {
      const [existing] = await tx
        .select()
        .from(partnerPaymentDetails)
        .where(
          and(
            eq(partnerPaymentDetails.partnerId, partnerId),
            eq(partnerPaymentDetails.paidCurrency, set.paidCurrency),
          ),
        )
        .for('update');
      if (set.setId !== undefined && existing?.id !== set.setId)
        throw AppError.field(
          ['payment_details', i, 'publisher_payment_detail_set_id'],
          'invalid_value',
          `No set ${set.setId} of this partner pays in ${set.paidCurrency}`,
        );
      const { values, masked } = checked[i]!;
      const row = {
        country: set.country,
        paidCurrency: set.paidCurrency,
        trackedCurrencies: set.trackedCurrencies ?? [set.paidCurrency],
        paymentType: set.paymentType,
        threshold: set.threshold === undefined ? null : exactText(set.threshold),
        sealedValues: await seal(tx, values),
        maskedValues: masked,
        updatedAt: new Date(),
      };
      const [written] = existing
        ? await tx
            .update(partnerPaymentDetails)
            .set(row)
            .where(eq(partnerPaymentDetails.id, existing.id))
            .returning()
        : await tx
            .insert(partnerPaymentDetails)
            .values({ ...row, networkId: principal.networkId, partnerId })
            .returning();
      const shown = (r: Pick<PaymentDetailRow, 'country' | 'paymentType' | 'maskedValues'>) => ({
        country: r.country,
        payment_type_code: r.paymentType,
        payment_detail_values: r.maskedValues,
      });
      changes.change({
        entityType: 'payment_detail',
        entityId: written!.id,
        action: existing ? 'updated' : 'created',
        before: existing ? shown(existing) : undefined,
        after: {
          publisher_id: String(partnerId),
          paid_currency: set.paidCurrency,
          ...shown(written!),
        },
      });
      saved.push(written!);
    }
    await changes.commit(tx);
    await queuePaymentDetailsChanged(tx, principal.networkId, partnerId, 'saved', sets);
    return saved;
  });
  deliverSoon(db);
  return rows;
}
