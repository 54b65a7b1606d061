import { readFile } from 'node:fs/promises';
import path from 'node:path';

let bundle: Promise<Buffer> | undefined;

// The Scalar API reference bundle from node_modules, so /docs needs no CDN.
export async function GET() {
  bundle ??= readFile(
    path.join(
      process.cwd(),
      'node_modules',
      '@scalar',
      'api-reference',
      'dist',
      'browser',
      'standalone.js',
    ),
  );
  return new Response(new Uint8Array(await bundle), {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
