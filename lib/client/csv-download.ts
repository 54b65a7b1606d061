'use client';

import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * A CSV of rows already on the page, saved by the browser: for small tables the page has whole
 * (earnings per campaign), where a second request would only repeat the first. Cells a
 * spreadsheet would run as formulas get a leading quote, as in the server's exports.
 */
export function downloadCsv(filename: string, rows: unknown[][]): void {
  const safe = rows.map((row) =>
    row.map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      return typeof value === 'string' &&
        /^[=+\-@\t\r]/.test(text) &&
        !/^[-+]?\d+(\.\d+)?$/.test(text)
        ? `'${text}`
        : text;
    }),
  );
  const blob = new Blob([stringify(safe, { record_delimiter: '\r\n' })], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
