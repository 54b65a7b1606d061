// Our hosted images: /assets/images/{id}-{hash}.{png|jpg} (lib/api/presenters/common.ts).
const HOSTED = /^https?:\/\/[^/?#]+(\/assets\/images\/\d+-[0-9a-f]{16}\.(?:png|jpg))$/;

/**
 * The `src` a page uses for an image URL from the API. The API answers absolute URLs on
 * PUBLIC_BASE_URL (the reference's shape), which is another origin when the console is opened
 * on 127.0.0.1 instead of localhost, or behind another host name, and the page's CSP
 * (img-src 'self' https:) blocks it. Our own images are the same file on every origin, so a
 * page shows them by path; any other URL is left as it is.
 */
export function imageSrc(url: string): string;
export function imageSrc(url: string | null | undefined): string | null;
export function imageSrc(url: string | null | undefined): string | null {
  if (!url) return url ?? null;
  return HOSTED.exec(url)?.[1] ?? url;
}
