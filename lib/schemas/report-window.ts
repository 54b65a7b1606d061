import { z } from 'zod';
import { timeZone } from './fields';
import { formatInZone, parseReportDate, textDateWindow } from './conversion/report-dates';
import { queryDoc } from './doc';

/**
 * What every v1 report (conversions and clicks, partner and brand side) shares: the date window
 * (start_date alone, end_date defaulting to now, or text_date; the date forms of
 * conversion/report-dates.ts read in `timezone`, default UTC), offset/limit paging and the
 * window's header fields. One home for these rules; decisions:
 * docs/api-decisions.md#conversion-reports-follow-the-reference.
 */

const int = z.coerce.number().int();

/** The raw window and paging fields, spread into each report's raw query object. */
export const reportWindowFields = {
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  text_date: z.string().optional(),
  timezone: timeZone().default('UTC'),
  offset: int.min(0).max(2_000_000_000).optional(),
  limit: int.min(1).max(300).default(300),
};

/** The window and paging parameters of a URL, for `reportWindowFields`. */
export function reportWindowInput(params: URLSearchParams): Record<string, string | undefined> {
  const one = (name: string) => params.get(name) ?? undefined;
  return {
    start_date: one('start_date'),
    end_date: one('end_date'),
    text_date: one('text_date'),
    timezone: one('timezone'),
    offset: one('offset'),
    limit: one('limit'),
  };
}

export const badReportDate = (ctx: z.RefinementCtx, field: string) =>
  ctx.addIssue({
    code: 'custom',
    path: [field],
    params: { kind: 'invalid_datetime' },
    message:
      'must be a date: YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or ISO 8601 (read in timezone unless it has an offset)',
  });

interface SentWindow {
  start_date?: string;
  end_date?: string;
  text_date?: string;
  timezone: string;
}

/**
 * The window of a report query: `text_date` when given (it takes precedence), else
 * `start_date` (required) to `end_date` (default: now). Adds the issues and answers null when
 * the dates are wrong. `end` before `start` is refused.
 */
export function resolveReportWindow(
  q: SentWindow,
  ctx: z.RefinementCtx,
  now = new Date(),
): { start: Date; end: Date } | null {
  let start: Date | null = null;
  let end: Date | null = null;
  if (q.text_date !== undefined) {
    const window = textDateWindow(q.text_date, q.timezone, now);
    if (!window) {
      ctx.addIssue({
        code: 'custom',
        path: ['text_date'],
        params: { kind: 'invalid_enum' },
        message:
          'must be one of: this hour, last hour, today, yesterday, this week, last week, last n days, this month, last month, this year, last year',
      });
      return null;
    }
    ({ start, end } = window);
  } else {
    if (q.start_date === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['start_date'],
        params: { kind: 'required' },
        message: 'start_date (or text_date) is required',
      });
    } else if (!(start = parseReportDate(q.start_date, q.timezone)))
      badReportDate(ctx, 'start_date');
    if (q.end_date === undefined) end = now;
    else if (!(end = parseReportDate(q.end_date, q.timezone))) badReportDate(ctx, 'end_date');
    if (!start || !end) return null;
  }
  if (end < start) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      params: { kind: 'invalid_value' },
      message: 'end_date must not be before start_date',
    });
    return null;
  }
  return { start, end };
}

/** The window fields of a report body: UTC and on the wall clock of the report's zone. */
export function reportWindowTimes(window: { start_date: Date; end_date: Date; timezone: string }) {
  return {
    start_date_time_utc: formatInZone(window.start_date, 'UTC'),
    end_date_time_utc: formatInZone(window.end_date, 'UTC'),
    start_date_time: formatInZone(window.start_date, window.timezone),
    end_date_time: formatInZone(window.end_date, window.timezone),
  };
}

/** The window and paging parameters as the OpenAPI document lists them. */
export const reportWindowDoc = {
  start_date: queryDoc(
    'Required unless text_date: YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or ISO 8601; read in timezone unless it has an offset',
  ),
  end_date: queryDoc('Default: now'),
  text_date: queryDoc(
    'this hour, last hour, today, yesterday, this week, last week, last n days, this month, last month, this year, last year; takes precedence over start_date and end_date',
  ),
  timezone: queryDoc('IANA time zone of the dates sent and the times rendered; default UTC'),
  offset: queryDoc('Offset paging: rows to skip (default 0)'),
  limit: queryDoc('1-300, default 300'),
};
