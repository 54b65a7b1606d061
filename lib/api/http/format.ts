import { XMLBuilder } from 'fast-xml-parser';
import { csvLines } from './csv';
import type { Body } from './envelopes';

export type Format = 'json' | 'xml' | 'csv';

export const contentTypes: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
  csv: 'application/octet-stream',
};

export const FORMAT_SUFFIX = /\.(json|xml|csv)$/;

/** The v1 format: from the proxy's header, else from the path's suffix (in-process calls). */
export function formatOf(request: Request): Format {
  const header = request.headers.get('x-api-format');
  if (header === 'json' || header === 'xml' || header === 'csv') return header;
  const match = FORMAT_SUFFIX.exec(new URL(request.url).pathname);
  return (match?.[1] as Format | undefined) ?? 'json';
}

const builder = new XMLBuilder({ format: true, suppressEmptyNode: false });

const isWrapper = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1;

/**
 * JSON to an XML tree: `networks: [{network: {...}}]` becomes
 * <networks><network>...</network></networks>; other arrays repeat <item>.
 */
function toXmlTree(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isWrapper)) {
      const tag = Object.keys(value[0] as object)[0]!;
      if (value.every((v) => Object.keys(v)[0] === tag)) {
        return { [tag]: value.map((v) => toXmlTree((v as Record<string, unknown>)[tag])) };
      }
    }
    return { item: value.map(toXmlTree) };
  }
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toXmlTree(v)]));
  }
  return typeof value === 'boolean' ? String(value) : value;
}

function toXml(body: Body): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ response: toXmlTree(body) })}`;
}

export function serialize(body: Body, format: Format): string {
  if (format === 'xml') return toXml(body);
  if (format === 'csv') return toCsv(body);
  return JSON.stringify(body);
}

// ---------------------------------------------------------------- CSV (v1 .csv)

function flatten(
  value: unknown,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix || 'value'] = value;
  }
  return out;
}

/**
 * A rendered body as CSV, for bodies a handler did not stream: a collection's items
 * (`publishers: [{publisher: {...}}]`) become rows, nested objects dotted columns; an error
 * becomes one row per error item (type, message, property, code).
 */
function toCsv(body: Body): string {
  let rows: Record<string, unknown>[];
  const error = body.error as
    | {
        message?: string;
        type?: string;
        errors?: { property: string; code: string; message: string }[];
      }
    | undefined;
  if (error) {
    rows = error.errors?.length
      ? error.errors.map((e) => ({
          type: error.type,
          message: e.message,
          property: e.property,
          code: e.code,
        }))
      : [{ type: error.type, message: error.message, property: '', code: '' }];
  } else {
    const list = Object.values(body).find(
      (v): v is unknown[] =>
        Array.isArray(v) && v.length > 0 && v.every((x) => x !== null && typeof x === 'object'),
    );
    const items = list ? list.map((v) => (isWrapper(v) ? Object.values(v)[0] : v)) : [body];
    rows = items.map((item) => flatten(item));
  }
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return csvLines([columns, ...rows.map((r) => columns.map((c) => r[c]))]);
}
