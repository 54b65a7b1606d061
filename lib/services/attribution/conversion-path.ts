/**
 * The reference's conversion URL (src/campaign_tracking.apib): `key:value` segments after
 * `/conversion/`, in any order, each percent-encoded on its own, e.g.
 *
 *   /conversion/campaign:7/clickref:t5k2m1xQm9v_c2Ft-XY/conversionref:ORDER-1/value:25.00
 *     /currency:GBP/customertype:new/voucher:SUMMER10
 *     /[category:shoes/sku:SH-1/value:20.00/quantity:1]/[sku:SOCK/value:2.50/quantity:2]
 *
 * Items are bracketed groups of segments. Known keys are read by the schema
 * (lib/schemas/conversion-url.ts); other keys are kept as the conversion's (or item's) meta data.
 * `signature:{hex}` (ours) signs the URL: it is taken out, and the path without it is what was
 * signed (signature.ts). This module only splits; it knows no field.
 */

export interface ParsedConversionPath {
  /** Each key (lower case) with its values in order; only clickref may repeat. */
  fields: Record<string, string[]>;
  items: Record<string, string[]>[];
  signature: string | null;
  /** The raw path without the signature segment: what a signature covers. */
  signedPath: string;
}

export class ConversionPathError extends Error {
  constructor(
    message: string,
    readonly path: (string | number)[] = [],
  ) {
    super(message);
  }
}

const PREFIX = '/conversion/';
const MAX_SEGMENTS = 4000;

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ConversionPathError(`The segment ${raw.slice(0, 64)} is not valid percent-encoding`);
  }
}

function keyValue(segment: string): [string, string] {
  const cut = segment.indexOf(':');
  if (cut <= 0)
    throw new ConversionPathError(
      `The segment ${segment.slice(0, 64)} is not key:value (e.g. conversionref:ORDER-1)`,
    );
  return [segment.slice(0, cut).trim().toLowerCase(), segment.slice(cut + 1)];
}

const add = (target: Record<string, string[]>, key: string, value: string) => {
  (target[key] ??= []).push(value);
};

/** Splits a conversion path into its fields, items and signature; throws ConversionPathError. */
export function parseConversionPath(rawPath: string): ParsedConversionPath {
  if (!rawPath.startsWith(PREFIX)) throw new ConversionPathError('Not a conversion path');
  const raw = rawPath.slice(PREFIX.length).split('/');
  if (raw.length > MAX_SEGMENTS) throw new ConversionPathError('The conversion path is too long');
  const fields: Record<string, string[]> = {};
  const items: Record<string, string[]>[] = [];
  const kept: string[] = [];
  let signature: string | null = null;
  let item: Record<string, string[]> | null = null;
  for (const rawSegment of raw) {
    if (rawSegment === '') continue;
    let segment = decode(rawSegment);
    if (item === null && segment.startsWith('[')) {
      item = {};
      segment = segment.slice(1);
    }
    const closes = item !== null && segment.endsWith(']');
    if (closes) segment = segment.slice(0, -1);
    kept.push(rawSegment);
    if (segment !== '') {
      const [key, value] = keyValue(segment);
      if (item !== null) add(item, key, value);
      else if (key === 'signature') {
        signature = value;
        kept.pop();
      } else add(fields, key, value);
    }
    if (closes) {
      items.push(item!);
      item = null;
    }
  }
  if (item !== null) throw new ConversionPathError('An item opened with [ is not closed with ]');
  return { fields, items, signature, signedPath: PREFIX + kept.join('/') };
}
