import { getDb } from '@/lib/services/database';
import { getImageBytes } from '@/lib/services/images';

const FILE = /^(\d{1,18})-([0-9a-f]{16})\.(png|jpg)$/;

/** GET /assets/images/{id}-{hash}.{ext}: stored logos and icons, public and cacheable forever. */
export async function serveImage(file: string): Promise<Response> {
  const match = FILE.exec(file);
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  if (!match) return notFound();
  const image = await getImageBytes(await getDb(), Number(match[1]), match[2]!);
  if (!image || (match[3] === 'png') !== (image.contentType === 'image/png')) return notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
