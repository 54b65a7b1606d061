import { serveImage } from '@/lib/api/endpoints/images';

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  return serveImage((await context.params).file);
}
