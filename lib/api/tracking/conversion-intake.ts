import { randomUUID } from 'node:crypto';
import { logger } from '@/lib/logger';
import { AppError } from '@/lib/errors';
import { runInRequestContext } from '@/lib/request-context';
import {
  CONVERSION_URL_ITEM_KEYS,
  CONVERSION_URL_KEYS,
  ConversionUrlIn,
  type ConversionUrlAnswer,
} from '@/lib/schemas/conversion-url';
import { getDb } from '@/lib/services/database';
import {
  ConversionPathError,
  parseConversionPath,
  trackConversion,
  type ParsedConversionPath,
} from '@/lib/services/attribution';
import type { RecordOutcome } from '@/lib/services/conversions';
import { clientAddressOfRequest } from '../http/client-address';
import { v1 } from '../http/envelopes/v1';
import { failureOf } from '../http/failure';
import { unavailableErrorOf } from '../http/unavailable';
import { consume } from '../http/rate-limit';
import { parseOrThrow } from '../http/validation';

/**
 * The HTTP side of the conversion URL (`GET`/`POST /conversion/key:value/...`; the work is
 * lib/services/attribution/track-conversion.ts). One URL serves the reference's two tracking
 * methods: as an image tag it answers a 1x1 transparent GIF; a server that asks for JSON
 * (`Accept: application/json`) gets what was recorded, in the v1 envelope. Both carry
 * `X-Conversion-Id` and `X-Conversion-Attribution`. Errors keep the status (400, 403, 404,
 * 429; 503 with Retry-After while the database cannot be reached) with the GIF and an
 * `X-Conversion-Error` header, or the v1 error body.
 * Unsigned calls (pixels) are rate-limited per client address like unauthenticated API calls.
 */

/** The smallest transparent GIF (43 bytes). */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

const TRACKING_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

const one = (values: string[], key: string, path: (string | number)[] = []) => {
  if (values.length > 1)
    throw AppError.field([...path, key], 'invalid_value', `${key} is given more than once`);
  return values[0];
};

/** The split path as the schema's input: known keys by name, the rest as meta data. */
function fieldsOf(parsed: ParsedConversionPath): Record<string, unknown> {
  const out: Record<string, unknown> = { meta: {} };
  const meta = out.meta as Record<string, string | undefined>;
  for (const [key, values] of Object.entries(parsed.fields)) {
    if (key === 'clickref') out.clickref = values.join(',');
    else if (CONVERSION_URL_KEYS.has(key)) out[key] = one(values, key);
    else meta[key] = one(values, key);
  }
  out.items = parsed.items.map((item, i) => {
    const entry: Record<string, unknown> = { meta: {} };
    for (const [key, values] of Object.entries(item)) {
      const value = one(values, key, ['items', i]);
      if (CONVERSION_URL_ITEM_KEYS.has(key)) entry[key] = value;
      else (entry.meta as Record<string, string | undefined>)[key] = value;
    }
    return entry;
  });
  return out;
}

function answerOf({ conversion, created }: RecordOutcome): ConversionUrlAnswer {
  const { row } = conversion;
  return {
    conversion: {
      conversion_id: String(row.id),
      campaign_id: String(row.campaignId),
      conversion_reference: row.conversionReference,
      publisher_id: row.partnerId === null ? null : String(row.partnerId),
      attribution: row.attribution,
      source: row.source,
      clickref: row.clickref,
      voucher_code: row.voucherCode,
      status: row.status,
      created,
    },
  };
}

const wantsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').toLowerCase().includes('application/json');

function gif(status: number, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(PIXEL_GIF), {
    status,
    headers: { ...TRACKING_HEADERS, 'content-type': 'image/gif', ...headers },
  });
}

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...TRACKING_HEADERS, 'content-type': 'application/json', ...headers },
  });
}

/** Header-safe text: printable ASCII, at most 200 characters. */
const headerText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

/** Records the conversion; `limit` receives the rate-limit headers of an unsigned call. */
async function track(request: Request, limit: Record<string, string>): Promise<RecordOutcome> {
  const { pathname } = new URL(request.url);
  let parsed: ParsedConversionPath;
  try {
    parsed = parseConversionPath(pathname);
  } catch (error) {
    if (error instanceof ConversionPathError)
      throw AppError.field(error.path, 'invalid_format', error.message);
    throw error;
  }
  const signature = parsed.signature ?? request.headers.get('x-conversion-signature');
  if (signature === null) {
    const state = await consume(`conversion:${clientAddressOfRequest(request)}`);
    Object.assign(limit, state.headers);
    if (!state.allowed) throw new AppError('rate_limited', 'Too Many Requests');
  }
  const fields = parseOrThrow(ConversionUrlIn, fieldsOf(parsed));
  return trackConversion(await getDb(), {
    fields,
    signature,
    signedPath: parsed.signedPath,
    address: clientAddressOfRequest(request, ''),
  });
}

/** The route files' handler (GET and POST answer alike; a POST body is not read). */
export async function conversionResponse(request: Request): Promise<Response> {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const started = performance.now();
  const asJson = wantsJson(request);
  const limit: Record<string, string> = {};
  try {
    const outcome = await runInRequestContext({ requestId }, () => track(request, limit));
    const headers = {
      ...limit,
      'x-request-id': requestId,
      'x-conversion-id': String(outcome.conversion.row.id),
      'x-conversion-attribution': outcome.conversion.row.attribution,
    };
    const seconds = (performance.now() - started) / 1000;
    return asJson ? json(200, v1.success(answerOf(outcome), seconds), headers) : gif(200, headers);
  } catch (thrown) {
    const unavailable = unavailableErrorOf(thrown);
    const error =
      thrown instanceof AppError
        ? thrown
        : (unavailable ?? new AppError('internal', 'Internal Server Error'));
    if (unavailable)
      logger.warn({ err: thrown, requestId }, 'conversion URL: database unavailable');
    else if (!(thrown instanceof AppError))
      logger.error({ err: thrown, requestId }, 'conversion URL failed');
    const failure = failureOf(error);
    const headers = {
      ...limit,
      ...failure.headers,
      'x-request-id': requestId,
      'x-conversion-error': headerText(error.message),
    };
    return asJson
      ? json(failure.status, v1.error(failure, requestId), headers)
      : gif(failure.status, headers);
  }
}
