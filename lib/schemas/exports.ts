import { z } from 'zod';
import { queryDoc } from './doc';
import { CURRENCY_LIST } from './reference/data';
import { reportWindowDoc } from './report-window';

/**
 * The Exports API (GET /reporting/export/export/{click,conversion,conversion_item}.csv): one
 * partner's clicks, conversions or conversion items in a window, as a CSV file streamed in the
 * answer. The options every export shares are here; the conversion exports' filters are the
 * conversion report's (conversion/report-query.ts), the click export's window the click
 * report's. Decisions: docs/api-decisions.md#exports.
 */

export type ExportDelimiter = ',' | '\t' | '|';

const DELIMITERS: Record<string, ExportDelimiter> = { comma: ',', tab: '\t', pipe: '|' };

/** The raw shared options from a URL, for `ExportOptions`. */
export function exportOptionsInput(params: URLSearchParams): Record<string, string | undefined> {
  const one = (name: string) => params.get(name) ?? undefined;
  return {
    publisher_id: one('publisher_id'),
    start_date: one('start_date'),
    end_date: one('end_date'),
    limit: one('limit'),
    encoding: one('encoding'),
    delimiter: one('delimiter'),
    export_reference: one('export_reference'),
    complete_email: one('complete_email'),
  };
}

const required = () => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'is required' : 'must be text',
});

export const ExportOptions = z.object({
  publisher_id: z.string(required()).refine((v) => v.trim() !== '', {
    params: { kind: 'required' },
    message: 'is required',
  }),
  // The reference requires both ends of the window (the reports default end_date to now).
  start_date: z.string(required()),
  end_date: z.string(required()),
  /** 0 (or absent): every row; n: the first n rows. */
  limit: z.coerce
    .number({ error: 'must be a whole number, 0 for every row' })
    .int({ error: 'must be a whole number, 0 for every row' })
    .min(0, { error: 'must be 0 (every row) or more' })
    .max(100_000_000, { error: 'must be at most 100000000' })
    .default(0),
  encoding: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const e = (v ?? 'UTF-8')
        .trim()
        .toUpperCase()
        .replace(/^UTF(\d)/, 'UTF-$1');
      if (e === 'UTF-8') return 'utf-8' as const;
      if (e === 'UTF-16') return 'utf-16le' as const;
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_enum' },
        message: 'must be UTF-8 or UTF-16',
      });
      return z.NEVER;
    }),
  delimiter: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const d = DELIMITERS[(v ?? 'comma').trim().toLowerCase()];
      if (d) return d;
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_enum' },
        message: 'must be comma, tab or pipe',
      });
      return z.NEVER;
    }),
  export_reference: z
    .string()
    .max(64, { error: 'must be at most 64 characters' })
    .regex(/^[A-Za-z0-9 _.-]*$/, {
      error: 'may hold letters, digits, spaces, _ . and - only',
    })
    .optional(),
  /** Accepted and checked; the file is always the answer itself, so nothing is mailed. */
  complete_email: z.email({ error: 'must be an e-mail address' }).optional(),
});
export type ExportOptions = z.output<typeof ExportOptions>;

const ISO_CURRENCIES = new Set(CURRENCY_LIST.map((c) => c.iso));

/**
 * The conversion exports' `convert_currency`: an ISO 4217 code (any case) every money column is
 * converted into; blank or absent converts nothing.
 */
export const ConvertCurrency = z.object({
  convert_currency: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const code = v?.trim().toUpperCase();
      if (!code) return undefined;
      if (ISO_CURRENCIES.has(code)) return code;
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_currency' },
        message: 'must be an ISO 4217 currency code such as EUR',
      });
      return z.NEVER;
    }),
});

const optionsDoc = {
  publisher_id: queryDoc('Required: the partner whose data is exported'),
  start_date: queryDoc(
    'Required: YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or ISO 8601; read in timezone unless it has an offset',
  ),
  end_date: queryDoc('Required: as start_date'),
  timezone: reportWindowDoc.timezone,
  limit: queryDoc('0 or absent: every row (streamed); n: the first n rows'),
  encoding: queryDoc('UTF-8 (default) or UTF-16 (little-endian with a byte order mark)'),
  delimiter: queryDoc('comma (default), tab or pipe'),
  export_reference: queryDoc('A prefix of the file name'),
  complete_email: queryDoc(
    'Accepted (an e-mail address) and not used: the file is always streamed in the answer, never a job',
  ),
};

export const ClickExportQueryDoc = z.object(optionsDoc);

export const ConversionExportQueryDoc = z.object({
  ...optionsDoc,
  date_type: queryDoc(
    'standard (conversion time, default), approved_at (approval time of the items), last_modified',
  ),
  'currency[]': queryDoc('Currency codes; repeated or a comma list'),
  conversion_id: queryDoc('Conversion ids'),
  conversion_reference: queryDoc('Conversion references (repeat the key for several)'),
  ref_conversion_metric_id: queryDoc('Conversion metric ids; repeated or a comma list'),
  'statuses[]': queryDoc('approved, pending, rejected; repeated or a comma list'),
  convert_currency: queryDoc(
    "An ISO 4217 code: every amount converted into it at the stored exchange rates of the sale's UTC day; " +
      'currency_original and currency_conversion_rate (and commission_currency_original, ' +
      'commission_conversion_rate) give what each was in and the rate. A row without a rate reads unconverted',
  ),
});

export const ConversionItemExportQueryDoc = ConversionExportQueryDoc.extend({
  include_payment_info: queryDoc(
    'true adds payment_status, self_bill_request_date and self_bill_release_date',
  ),
});
