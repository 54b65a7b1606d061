import { stringify } from 'csv-stringify/sync';
import type { CsvColumn } from './format';

/**
 * A streamed CSV export with a chosen delimiter and encoding (the v2 partner export): the
 * header row, then each page as it is read, pulled by the client (a slow reader slows the
 * reads rather than filling memory). Cells a spreadsheet would run as formulas get a leading
 * quote, as in every CSV we write.
 */

export type CsvEncoding = 'utf-8' | 'utf-16le';

/** `Accept: charset=UTF-16` (the reference's header) asks for UTF-16 (little-endian, with a BOM). */
export function csvEncodingOf(request: Request): CsvEncoding {
  return /charset\s*=\s*utf-?16/i.test(request.headers.get('accept') ?? '') ? 'utf-16le' : 'utf-8';
}

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

export function csvExportStream<T>(
  columns: CsvColumn<T>[],
  pages: AsyncIterator<T[]> | AsyncIterable<T[]>,
  options: { delimiter: string; encoding: CsvEncoding },
): ReadableStream<Uint8Array> {
  const iterator = Symbol.asyncIterator in pages ? pages[Symbol.asyncIterator]() : pages;
  const encode = encoder(options.encoding);
  const lines = (rows: unknown[][]) =>
    stringify(
      rows.map((r) => r.map(cell)),
      { delimiter: options.delimiter, record_delimiter: '\r\n' },
    );
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
