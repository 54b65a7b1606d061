import { z } from 'zod';
import { parseReportDate, textDateWindow } from './conversion/report-dates';

/**
 * The date filters of the transaction query lists, as the reference names them
 * (partnerize-transaction-queries, partnerize-campaign-transaction-queries): `date_range_column`
 * with `date_range_start` / `date_range_end`, `text_date`, and `conversion_date_time`. Dates take
 * the conversion reports' forms and are read in UTC (the reference names no zone for these
 * operations). Decisions: docs/jobs-and-conversions.md#transaction-queries.
 */

const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;
const DATE_MESSAGE =
  'must be a date: YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or ISO 8601 (UTC unless it has an offset)';
const TEXT_DATE_MESSAGE =
  'must be one of: this hour, last hour, today, yesterday, this week, last week, last n days, this month, last month, this year, last year';

const reportDate = (description: string) =>
  z
    .string()
    .superRefine((v, ctx) => {
      if (!parseReportDate(v, 'UTC'))
        ctx.addIssue({
          code: 'custom',
          params: { kind: 'invalid_datetime' },
          message: DATE_MESSAGE,
        });
    })
    .optional()
    .meta({ description });

export const transactionQueryDateFields = {
  conversion_date_time: reportDate(
    'Claims of that conversion date: a day (YYYY-MM-DD) or that second (YYYY-MM-DD HH:MM:SS)',
  ),
  date_range_column: z
    .enum(['created_at', 'updated_at', 'conversion_date_time'])
    .default('created_at')
    .meta({
      description:
        'The date the range filters: created_at (default), updated_at, conversion_date_time',
    }),
  date_range_start: reportDate('Start of the range (inclusive)'),
  date_range_end: reportDate('End of the range (inclusive); not before date_range_start'),
  text_date: z
    .string()
    .superRefine((v, ctx) => {
      if (!textDateWindow(v, 'UTC', new Date()))
        ctx.addIssue({
          code: 'custom',
          params: { kind: 'invalid_enum' },
          message: TEXT_DATE_MESSAGE,
        });
    })
    .optional()
    .meta({
      description: `A range by name (${TEXT_DATE_MESSAGE.slice(13)}); takes precedence over date_range_start and date_range_end`,
    }),
  tq_export: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1')
    .meta({
      description: 'true: every matching claim as a CSV file (limit and offset do not apply)',
    }),
};

interface SentDates {
  conversion_date_time?: string;
  date_range_start?: string;
  date_range_end?: string;
  text_date?: string;
}

export interface TransactionQueryWindow {
  /** The range on `date_range_column`, both ends inclusive; null ends are open. */
  range: { start: Date | null; end: Date | null } | null;
  /** `conversion_date_time`: [start, end). */
  conversionTime: { start: Date; end: Date } | null;
}

/** The ranges of a checked query (the clock is passed in). */
export function transactionQueryWindow(q: SentDates, now = new Date()): TransactionQueryWindow {
  let range: TransactionQueryWindow['range'] = null;
  if (q.text_date !== undefined) range = textDateWindow(q.text_date, 'UTC', now);
  else if (q.date_range_start !== undefined || q.date_range_end !== undefined)
    range = {
      start: q.date_range_start === undefined ? null : parseReportDate(q.date_range_start, 'UTC'),
      end: q.date_range_end === undefined ? null : parseReportDate(q.date_range_end, 'UTC'),
    };
  let conversionTime: TransactionQueryWindow['conversionTime'] = null;
  const sent = q.conversion_date_time;
  const at = sent === undefined ? null : parseReportDate(sent, 'UTC');
  if (at && sent !== undefined)
    conversionTime = {
      start: at,
      end: new Date(at.getTime() + (DATE_ONLY.test(sent) ? 86_400_000 : 1000)),
    };
  return { range, conversionTime };
}

/** Cross-field check: the range's end is not before its start (when text_date is not sent). */
export function checkTransactionQueryRange(q: SentDates, ctx: z.RefinementCtx): void {
  if (q.text_date !== undefined || !q.date_range_start || !q.date_range_end) return;
  const start = parseReportDate(q.date_range_start, 'UTC');
  const end = parseReportDate(q.date_range_end, 'UTC');
  if (start && end && end < start)
    ctx.addIssue({
      code: 'custom',
      path: ['date_range_end'],
      params: { kind: 'invalid_value' },
      message: 'date_range_end must not be before date_range_start',
    });
}
