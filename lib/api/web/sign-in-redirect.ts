import { headers } from 'next/headers';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** The request header in which proxy.ts passes a page's own path and query on to its layout. */
export const PAGE_PATH_HEADER = 'x-page-path';

/**
 * The sign-in page's address for a signed-out visitor of a page, with that page as
 * `callbackUrl`, so a deep link (/console/partners/5) survives the sign-in. Layouts cannot
 * read their URL, so proxy.ts copies it into a header; a missing or unsafe value falls back to
 * the area's home.
 */
export function signInPathFor(pagePath: string | null | undefined, fallback: string): string {
  const target = safeRedirectPath(pagePath, fallback);
  return `/login?callbackUrl=${encodeURIComponent(target)}`;
}

/** signInPathFor the page being rendered. */
export async function signInPath(fallback: string): Promise<string> {
  return signInPathFor((await headers()).get(PAGE_PATH_HEADER), fallback);
}
