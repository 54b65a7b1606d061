import { XMLBuilder } from 'fast-xml-parser';
import type { Body } from './envelopes';

export type Format = 'json' | 'xml' | 'csv';

export const contentTypes: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
  csv: 'application/octet-stream',
};

const FORMAT_SUFFIX = /\.(json|xml|csv)$/;

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

export function toXml(body: Body): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ response: toXmlTree(body) })}`;
}

export function serialize(body: Body, format: Format): string {
  return format === 'xml' ? toXml(body) : JSON.stringify(body);
}
