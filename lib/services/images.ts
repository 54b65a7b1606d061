import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import type { DbOrTx } from '@/lib/db/client';
import { images } from '@/lib/db/schema';
import { AppError, type FieldError } from '@/lib/errors';
import { safeFetch, SafeFetchError } from '@/lib/net/safe-fetch';

/**
 * The one image pipeline behind partner logos, brand icons and campaign icons: bytes come
 * from a URL the server downloads (SSRF-safe) or from a base64 data URL, are accepted only
 * when their content is PNG or JPEG within the caps, and are stored in the database so any
 * app instance can serve them.
 */

const IMAGE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxWidth: 4096,
  maxHeight: 4096,
  maxPixels: 4096 * 2048,
  downloadTimeoutMs: 8000,
} as const;

type ImageSource = { url: string } | { dataUrl: string };

export interface StoredImage {
  id: number;
  sha256: string;
  contentType: 'image/png' | 'image/jpeg';
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

type Path = FieldError['path'];

function refuse(path: Path, kind: FieldError['kind'], message: string): never {
  throw AppError.field(path, kind, message);
}

async function download(url: string, path: Path): Promise<Buffer> {
  try {
    const { bytes } = await safeFetch(url, {
      maxBytes: IMAGE_LIMITS.maxBytes,
      timeoutMs: IMAGE_LIMITS.downloadTimeoutMs,
    });
    return bytes;
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    switch (error.reason) {
      case 'bad_url':
        return refuse(path, 'invalid_url', `The image URL is not usable: ${error.message}`);
      case 'blocked_address':
        return refuse(
          path,
          'invalid_url',
          'The image URL points to a private, loopback, link-local or reserved address, which is not allowed',
        );
      case 'too_large':
        return refuse(
          path,
          'file_too_large',
          `The image must be at most ${IMAGE_LIMITS.maxBytes} bytes`,
        );
      default:
        return refuse(
          path,
          'remote_unreachable',
          `The image could not be downloaded: ${error.message}`,
        );
    }
  }
}

function decodeDataUrl(dataUrl: string, path: Path): Buffer {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    refuse(
      path,
      'invalid_format',
      'The upload must be a base64 data URL (data:image/png;base64,...)',
    );
  }
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > IMAGE_LIMITS.maxBytes)
    refuse(path, 'file_too_large', `The image must be at most ${IMAGE_LIMITS.maxBytes} bytes`);
  return bytes;
}

/** Checks the bytes are a PNG or JPEG within the caps, judged by content, never by name or header. */
function inspectImage(
  bytes: Buffer,
  path: Path,
): { contentType: StoredImage['contentType']; width: number; height: number } {
  if (bytes.length === 0) refuse(path, 'file_empty', 'The image is empty');
  if (bytes.length > IMAGE_LIMITS.maxBytes)
    refuse(path, 'file_too_large', `The image must be at most ${IMAGE_LIMITS.maxBytes} bytes`);
  const looksPng = bytes.subarray(0, 8).equals(PNG_MAGIC);
  const looksJpeg = bytes.subarray(0, 3).equals(JPEG_MAGIC);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    if (looksPng || looksJpeg) refuse(path, 'image_corrupted', 'The image is corrupted');
    return refuse(path, 'file_invalid_type', 'The file must be a PNG or JPEG image');
  }
  if (size.type !== 'png' && size.type !== 'jpg') {
    refuse(
      path,
      'file_invalid_type',
      `The file is a ${size.type?.toUpperCase() ?? 'unknown'} image; only PNG and JPEG are accepted`,
    );
  }
  const { width, height } = size;
  if (!width || !height)
    refuse(path, 'image_size_unknown', 'The image size could not be determined');
  if (width > IMAGE_LIMITS.maxWidth)
    refuse(
      path,
      'image_too_wide',
      `The image must be at most ${IMAGE_LIMITS.maxWidth} pixels wide`,
    );
  if (height > IMAGE_LIMITS.maxHeight)
    refuse(
      path,
      'image_too_tall',
      `The image must be at most ${IMAGE_LIMITS.maxHeight} pixels tall`,
    );
  if (width * height > IMAGE_LIMITS.maxPixels)
    refuse(
      path,
      'image_too_many_pixels',
      `The image must have at most ${IMAGE_LIMITS.maxPixels} pixels`,
    );
  return { contentType: size.type === 'png' ? 'image/png' : 'image/jpeg', width, height };
}

export interface PreparedImage {
  bytes: Buffer;
  contentType: StoredImage['contentType'];
  width: number;
  height: number;
  sha256: string;
}

/**
 * Fetches or decodes and checks an image; `path` names the request field in errors.
 * Done before a write transaction opens, so a slow download never holds a connection.
 */
export async function prepareImage(source: ImageSource, path: Path): Promise<PreparedImage> {
  const bytes =
    'url' in source ? await download(source.url, path) : decodeDataUrl(source.dataUrl, path);
  const { contentType, width, height } = inspectImage(bytes, path);
  return {
    bytes,
    contentType,
    width,
    height,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** The icon change a body asks for: keep (absent), remove (null) or a new image. */
export type IconChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; image: PreparedImage };

/** An icon as a write sends it: a URL to download or a data URL; null removes, absent keeps. */
export interface IconSent {
  url?: string | null;
  dataUrl?: string | null;
}

/**
 * What a body's pair of icon fields asks for: a URL (kept when `isCurrent` says it is the
 * icon as we serve it: clients send back what they read), an upload (a data URL), null in
 * either to remove the icon, or neither to keep it. `fields` names the two in errors.
 */
export async function iconChange(
  sent: IconSent,
  fields: { url: string; dataUrl: string },
  isCurrent: (url: string) => boolean,
): Promise<IconChange> {
  const { url, dataUrl } = sent;
  if (typeof url === 'string')
    return isCurrent(url)
      ? { kind: 'keep' }
      : { kind: 'set', image: await prepareImage({ url }, [fields.url]) };
  if (typeof dataUrl === 'string')
    return { kind: 'set', image: await prepareImage({ dataUrl }, [fields.dataUrl]) };
  return url === null || dataUrl === null ? { kind: 'remove' } : { kind: 'keep' };
}

export async function storeImage(
  db: DbOrTx,
  networkId: number,
  image: PreparedImage,
): Promise<StoredImage> {
  const { bytes, contentType, width, height, sha256 } = image;
  const [row] = await db
    .insert(images)
    .values({ networkId, contentType, bytes, sha256, width, height })
    .returning({ id: images.id });
  return { id: row!.id, sha256, contentType };
}

/** The stored bytes for a served image URL; the hash in the URL must match, so ids cannot be walked. */
export async function getImageBytes(db: DbOrTx, id: number, shaPrefix: string) {
  const [row] = await db
    .select({ bytes: images.bytes, contentType: images.contentType, sha256: images.sha256 })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  if (!row || !row.sha256.startsWith(shaPrefix)) return undefined;
  return row;
}
