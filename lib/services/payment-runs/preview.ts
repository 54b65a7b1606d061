import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  campaigns,
  ledgerEntries,
  paidSearchViolations,
  participations,
  partnerPaymentDetails,
  paymentHolds,
  paymentRunLines,
} from '@/lib/db/schema';
import { PAYMENT_TYPES, type PaymentType } from '@/lib/schemas/enums';
import { fromUnits, toUnits } from '@/lib/money/amount';
import { payablePlaces } from '@/lib/money/payable-places';
import { inPaidSearchWindow, unbilledAny, type RunScope } from './gather';
import { converted, rateBook, trackedBalances } from './exchange';

/**
 * A run's preview (docs/payments.md#payment-runs-built): one line per partner with an unbilled
 * balance, included with its amount or excluded with the reason, written by one INSERT ... SELECT
 * whatever the number of partners. Only the few partners whose set tracks other currencies are
 * converted here first (the rates' rule lives in ./exchange.ts).
 */

const DAY = 86_400_000;

export const EXCLUSIONS = {
  negative: 'Negative balance: carried forward, never paid',
  noDetails: 'No payment details for this currency',
  suspended: 'Payment details suspended',
  otherMethod: (type: string) =>
    `Paid by ${type === 'paypal' ? 'PayPal' : 'bank transfer'}, not by this run's method`,
  onHold: (reason: string) => `On hold: ${reason}`,
  detailsChanged: (day: string) => `Payment details changed on ${day}: held for review`,
  paidInOther: (currency: string) =>
    `Paid in ${currency}: the ${currency} run converts and pays this balance`,
  noExchangeRate: (from: string, to: string, day: string) =>
    `No exchange rate for ${from}→${to} on ${day}`,
  belowThreshold: (threshold: string) => `Below the payment threshold of ${threshold}`,
  belowMinorUnit: (unit: string) => `Less than ${unit} to pay: carried forward to a later run`,
  onlyUnpaid: 'Nothing payable: every commission is in a paid-search violation window',
  paidSearch: (campaign: string, from: string, until: string) =>
    `Paid-search violation on ${campaign} from ${from}${until}: commissions of sales in the window are not paid`,
} as const;

export interface NewRun {
  currency: string;
  cutOff: Date;
  paymentType: PaymentType;
}

export interface PreviewSettings {
  threshold: string;
  holdDays: number;
}

/**
 * An EXCLUSIONS text in SQL: its blanks filled by the SQL values, so the texts are written once.
 */
function reason(text: (...blanks: string[]) => string, ...values: SQL[]): SQL {
  const parts = text(...values.map((_, i) => `\u0000${i}\u0000`)).split(/\u0000(\d+)\u0000/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`(${values[Number(part)]})` : sql`${part}::text`)),
    sql` || `,
  );
}

/**
 * The tracked partners' balances in their other currencies, converted at the cut-off: per
 * partner the units to add and the first currency without a rate (null: all converted).
 */
async function trackedExtras(tx: DbOrTx, scope: RunScope) {
  const tracked = await trackedBalances(tx, scope);
  const rateOf = rateBook(tx, scope);
  const extras: { partner_id: number; amount: string; no_rate: string | null }[] = [];
  for (const [partnerId, balances] of tracked) {
    let units = 0n;
    let noRate: string | null = null;
    for (const t of balances) {
      const rate = await rateOf(t.currency);
      if (rate) units += toUnits(converted(t.amount, rate));
      else noRate ??= t.currency;
    }
    extras.push({ partner_id: partnerId, amount: fromUnits(units), no_rate: noRate });
  }
  return extras;
}

/** Why a line is left out, the first rule that applies (null: included); b, s, h as below. */
function exclusion(run: NewRun, settings: PreviewSettings, now: Date): SQL {
  const changedSince = new Date(now.getTime() - settings.holdDays * DAY).toISOString();
  const threshold = sql`coalesce(s.threshold, ${settings.threshold}::numeric)`;
  // The smallest amount a payment carries (0.01, or 1 yen): less rounds down to nothing.
  const places = payablePlaces(run.currency, run.paymentType);
  const unit = places ? `0.${'0'.repeat(places - 1)}1` : '1';
  // The method's name is chosen by its value, not a blank: one text per method.
  const otherMethod = PAYMENT_TYPES.map(
    (type) => sql`when ${type} then ${EXCLUSIONS.otherMethod(type)}::text`,
  );
  return sql`case
    when b.amount = 0 and b.unpaid <> 0 then ${EXCLUSIONS.onlyUnpaid}::text
    when b.amount < 0 then ${EXCLUSIONS.negative}::text
    when s.id is null then ${EXCLUSIONS.noDetails}::text
    when s.suspended then ${EXCLUSIONS.suspended}::text
    when h.reason is not null then ${reason(EXCLUSIONS.onHold, sql`h.reason`)}
    when date_trunc('milliseconds', s.updated_at) > ${changedSince}::timestamptz
      then ${reason(EXCLUSIONS.detailsChanged, sql`to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD')`)}
    when s.payment_type <> ${run.paymentType} then case s.payment_type ${sql.join(otherMethod, sql` `)} end
    when s.paid_currency <> ${run.currency} then ${reason(EXCLUSIONS.paidInOther, sql`s.paid_currency`)}
    when b.no_rate is not null then ${reason(
      EXCLUSIONS.noExchangeRate,
      sql`b.no_rate`,
      sql`${run.currency}::text`,
      sql`${run.cutOff.toISOString().slice(0, 10)}::text`,
    )}
    when b.amount < ${unit}::numeric then ${EXCLUSIONS.belowMinorUnit(`${unit} ${run.currency}`)}::text
    when b.amount < ${threshold} then ${reason(EXCLUSIONS.belowThreshold, sql`${threshold}::text`)}
  end`;
}

/** The reason for a line's unpaid amount: the partner's earliest paid-search window. */
function paidSearchReason(networkId: number): SQL {
  const day = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;
  return sql`(select ${reason(
    EXCLUSIONS.paidSearch,
    sql`${campaigns.title}`,
    day(sql`${paidSearchViolations.startAt}`),
    sql`coalesce(' to ' || ${day(sql`${paidSearchViolations.endAt}`)}, '')`,
  )}
    from ${paidSearchViolations}
    join ${participations} on ${participations.id} = ${paidSearchViolations.participationId}
    join ${campaigns} on ${campaigns.id} = ${participations.campaignId}
    where ${paidSearchViolations.networkId} = ${networkId}
      and ${participations.partnerId} = b.partner_id
    order by ${paidSearchViolations.startAt}, ${paidSearchViolations.id} limit 1)`;
}

/**
 * Writes the run's preview lines: each partner with an unbilled balance in the run's currency
 * (or tracked by its set for it) up to the cut-off, with the set that pays it (the one paid in
 * the currency, else the first tracking it) and its newest open hold. Commissions in a
 * paid-search window are left out of the amount and shown beside it, with the reason.
 */
export async function writePreviewLines(
  tx: DbOrTx,
  runId: number,
  networkId: number,
  run: NewRun,
  settings: PreviewSettings,
  now: Date,
) {
  const scope = { networkId, currency: run.currency, cutOff: run.cutOff };
  const extras = JSON.stringify(await trackedExtras(tx, scope));
  await tx.execute(sql`
    insert into ${paymentRunLines}
      (run_id, partner_id, payment_detail_id, amount, exclusion, unpaid_amount, unpaid_reason)
    select ${runId}, b.partner_id, s.id, b.amount, ${exclusion(run, settings, now)},
      nullif(b.unpaid, 0), case when b.unpaid <> 0 then ${paidSearchReason(networkId)} end
    from (
      select coalesce(o.partner_id, t.partner_id) as partner_id,
        coalesce(o.amount, 0) + coalesce(t.amount, 0) as amount, coalesce(o.unpaid, 0) as unpaid,
        t.no_rate
      from (
        select partner_id, sum(amount) filter (where not unpaid) as amount,
          sum(amount) filter (where unpaid) as unpaid
        from (
          select ${ledgerEntries.partnerId} as partner_id, ${ledgerEntries.amount} as amount,
            ${inPaidSearchWindow(networkId)} as unpaid
          from ${ledgerEntries}
          where ${unbilledAny(tx, scope)}
        ) e
        group by partner_id
        having coalesce(sum(amount) filter (where not unpaid), 0) <> 0
          or coalesce(sum(amount) filter (where unpaid), 0) <> 0
      ) o
      full join jsonb_to_recordset(${extras}::jsonb)
        as t(partner_id bigint, amount numeric, no_rate text) on t.partner_id = o.partner_id
    ) b
    left join (
      select distinct on (partner_id) * from ${partnerPaymentDetails}
      where network_id = ${networkId}
        and (paid_currency = ${run.currency}
          or tracked_currencies @> ${JSON.stringify([run.currency])}::jsonb)
      order by partner_id, paid_currency = ${run.currency} desc, id
    ) s on s.partner_id = b.partner_id
    left join (
      select distinct on (partner_id) partner_id, reason from ${paymentHolds}
      where network_id = ${networkId} and released_at is null
      order by partner_id, id desc
    ) h on h.partner_id = b.partner_id
    order by b.partner_id`);
}
