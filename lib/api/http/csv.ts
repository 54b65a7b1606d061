import { stringify } from 'csv-stringify/sync';

/**
 * Every CSV we write: v1 `.csv` answers (format.ts) and the streamed exports, the header row,
 * then each page as it is read, pulled by the client (a slow reader slows the reads rather than
 * filling memory). The v2 exports choose the delimiter and encoding. Cells a spreadsheet would
 * run as formulas get a leading quote.
 */

export type CsvEncoding = 'utf-8' | 'utf-16le';

/** `Accept: charset=UTF-16` (the reference's header) asks for UTF-16 (little-endian, with a BOM). */
export function csvEncodingOf(request: Request): CsvEncoding {
  return /charset\s*=\s*utf-?16/i.test(request.headers.get('accept') ?? '') ? 'utf-16le' : 'utf-8';
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a
// leading quote; numbers are left alone.
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[-+]?\d+(\.\d+)?$/.test(text))
    return `'${text}`;
  return text;
}

function encoder(encoding: CsvEncoding): (text: string) => Uint8Array {
  if (encoding === 'utf-8') {
    const utf8 = new TextEncoder();
    return (text) => utf8.encode(text);
  }
  return (text) => new Uint8Array(Buffer.from(text, 'utf16le'));
}

/** Rows as CSV text, each line ended by CRLF. */
export const csvLines = (rows: unknown[][], delimiter = ','): string =>
  stringify(
    rows.map((r) => r.map(cell)),
    { delimiter, record_delimiter: '\r\n' },
  );

export function csvStream<T>(
  columns: CsvColumn<T>[],
  pages: AsyncIterator<T[]> | AsyncIterable<T[]>,
  options: { delimiter: string; encoding: CsvEncoding } = { delimiter: ',', encoding: 'utf-8' },
): ReadableStream<Uint8Array> {
  const iterator = Symbol.asyncIterator in pages ? pages[Symbol.asyncIterator]() : pages;
  const encode = encoder(options.encoding);
  const lines = (rows: unknown[][]) => csvLines(rows, options.delimiter);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        const bom = options.encoding === 'utf-16le' ? '\uFEFF' : '';
        controller.enqueue(encode(bom + lines([columns.map((c) => c.header)])));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      if (next.value.length)
        controller.enqueue(
          encode(lines(next.value.map((row) => columns.map((c) => c.value(row))))),
        );
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
