import { endpoint } from '../http/endpoint';
import { csvStream, type CsvColumn } from '../http/csv';
import { parseOrThrow } from '../http/validation';
import {
  clickExportColumns,
  conversionExportColumns,
  conversionItemExportColumns,
  itemExportRows,
} from '../presenters/exports';
import { saleMoney } from '../presenters/sale-currency';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { Db } from '@/lib/services/database';
import { ClickReportQuery } from '@/lib/schemas/click-report';
import { ConversionReportQuery, reportQueryInput } from '@/lib/schemas/conversion';
import {
  ClickExportQueryDoc,
  ConversionExportQueryDoc,
  ConversionItemExportQueryDoc,
  ConvertCurrency,
  ExportOptions,
  exportOptionsInput,
} from '@/lib/schemas/exports';
import { clickReportPages } from '@/lib/services/click-reports';
import {
  conversionReportMetaKeys,
  conversionReportPages,
  conversionRatesInto,
  type ReportTarget,
} from '@/lib/services/conversions';

/**
 * GET /reporting/export/export/{click,conversion,conversion_item}.csv: one partner's rows as a
 * CSV file, streamed in the answer (never a job). Access as the partner reports: the partner's
 * own users and staff; brand users 403; an unknown partner 404. docs/api-decisions.md#exports.
 */

export type ExportKind = 'click' | 'conversion' | 'conversion_item';

/** The first `limit` rows of the pages (every row when 0). */
async function* capped<T>(pages: AsyncIterable<T[]>, limit: number): AsyncGenerator<T[]> {
  let left = limit || Infinity;
  for await (const page of pages) {
    if (page.length >= left) {
      yield page.slice(0, left);
      return;
    }
    left -= page.length;
    yield page;
  }
}

async function* mapPages<T, U>(pages: AsyncIterable<T[]>, f: (page: T[]) => Promise<U[]>) {
  for await (const page of pages) yield await f(page);
}

/** The partner named by publisher_id; anything that cannot be an id names nothing (404). */
function partnerIdOf(value: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(value.trim())) throw AppError.notFound('Publisher');
  return Number(value.trim());
}

function fileName(kind: ExportKind, options: ExportOptions, partnerId: number): string {
  const prefix = options.export_reference ? `${options.export_reference.trim()}_` : '';
  return `${prefix}${kind}_export_${partnerId}.csv`;
}

/** The conversion exports read the conversion report's filters; publisher_id is the export's partner. */
function conversionQuery(params: URLSearchParams): ConversionReportQuery {
  return parseOrThrow(ConversionReportQuery, {
    ...reportQueryInput(params),
    publisher_ids: undefined,
    // The export's limit is a row cap (below), not the report's page size; it walks by cursor.
    limit: undefined,
    offset: undefined,
    pagination: 'cursor',
    cursor_id: undefined,
  });
}

async function exportRows(
  kind: ExportKind,
  { db, principal }: { db: Db; principal: Principal },
  params: URLSearchParams,
  partnerId: number,
  options: ExportOptions,
): Promise<{ columns: CsvColumn<never>[]; pages: AsyncIterable<never[]> }> {
  const target: ReportTarget = { side: 'partner', partnerId };
  if (kind === 'click') {
    const query = parseOrThrow(ClickReportQuery, {
      start_date: options.start_date,
      end_date: options.end_date,
      timezone: params.get('timezone') ?? undefined,
    });
    const pages = await clickReportPages(db, principal, target, query);
    return { columns: clickExportColumns(query.timezone) as never, pages: pages as never };
  }
  const query = conversionQuery(params);
  const { convert_currency: into } = parseOrThrow(ConvertCurrency, {
    convert_currency: params.get('convert_currency') ?? undefined,
  });
  const meta = await conversionReportMetaKeys(db, principal, target, query);
  const ratesOf = into && conversionRatesInto(db, principal.networkId, into);
  const pages = mapPages(
    await conversionReportPages(db, principal, target, query),
    async (page) => {
      const rates = ratesOf ? await ratesOf(page) : [];
      return page.map((conversion, i) => ({
        conversion,
        money: saleMoney(conversion.row, rates[i] ?? null),
      }));
    },
  );
  const converted = into !== undefined;
  if (kind === 'conversion')
    return {
      columns: conversionExportColumns(query.timezone, meta.conversion, converted) as never,
      pages: pages as never,
    };
  return {
    columns: conversionItemExportColumns(
      query.timezone,
      meta,
      query.include_payment_info,
      converted,
    ) as never,
    pages: mapPages(pages, async (rows) => rows.flatMap(itemExportRows)) as never,
  };
}

const DOCS: Record<ExportKind, { summary: string; reference: string; query: unknown }> = {
  click: {
    summary:
      "A partner's clicks in a window as CSV, streamed (the reference's columns, then clickref, publisher_reference, " +
      'type, ref_device, creditable, invalid_reason); limit 0 every row; delimiter, encoding, export_reference. Staff ' +
      'and the partner itself',
    reference: 'partnerize-exports GET /reporting/export/export/click.csv',
    query: ClickExportQueryDoc,
  },
  conversion: {
    summary:
      "A partner's conversions in a window as CSV, streamed, one row per conversion (the reference's columns, ours, " +
      'then meta_conversion_{key}), with the conversion report filters; limit 0 every row; delimiter, encoding, ' +
      'export_reference. Staff and the partner itself',
    reference: 'partnerize-exports GET /reporting/export/export/conversion.csv',
    query: ConversionExportQueryDoc,
  },
  conversion_item: {
    summary:
      "A partner's conversion items in a window as CSV, streamed, one row per item shown to the partner (the " +
      "reference's columns, include_payment_info's, ours, then meta_conversion_{key} and meta_item_{key}); a " +
      'conversion without items is one row with empty item cells. Staff and the partner itself',
    reference: 'partnerize-exports GET /reporting/export/export/conversion_item.csv',
    query: ConversionItemExportQueryDoc,
  },
};

export function exportEndpoint(kind: ExportKind) {
  const doc = DOCS[kind];
  return endpoint({
    summary: doc.summary,
    reference: doc.reference,
    // Documents the parameters; the handler reads them itself (array keys, report filters).
    query: doc.query as typeof ClickExportQueryDoc,
    responses: { 200: null },
    handler: async (ctx) => {
      const params = new URL(ctx.request.url).searchParams;
      const options = parseOrThrow(ExportOptions, exportOptionsInput(params));
      const partnerId = partnerIdOf(options.publisher_id);
      const { columns, pages } = await exportRows(kind, ctx, params, partnerId, options);
      const charset = options.encoding === 'utf-8' ? 'UTF-8' : 'UTF-16';
      return {
        stream: csvStream(columns, capped(pages, options.limit), {
          delimiter: options.delimiter,
          encoding: options.encoding,
        }),
        headers: {
          'Content-Type': `application/octet-stream; charset=${charset}`,
          'Content-Disposition': `attachment; filename="${fileName(kind, options, partnerId)}"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  });
}
