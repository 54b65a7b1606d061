import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, newNonce } from '@/lib/csp';

// v1 paths may end in .json, .xml or .csv. Route folders are spelled without the suffix,
// so the proxy strips it and passes the format on in a header.
const SUFFIX = /\.(json|xml|csv)$/;
// HTML pages get a per-request CSP nonce; every other path is the API (or a file).
const PAGE = /^\/(console|partner|login|signup)(\/|$)|^\/$/;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const headers = new Headers(request.headers);
  if (!headers.get('x-request-id')) headers.set('x-request-id', crypto.randomUUID());

  if (PAGE.test(pathname)) {
    // Layouts cannot read their URL; the sign-in redirect keeps it (lib/api/web/sign-in-redirect.ts).
    const query = new URLSearchParams(request.nextUrl.search);
    query.delete('_rsc');
    headers.set('x-page-path', query.size ? `${pathname}?${query}` : pathname);
    const csp = contentSecurityPolicy(newNonce());
    // Next.js reads the nonce from the request's CSP header and puts it on its scripts.
    headers.set('content-security-policy', csp);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', csp);
    return response;
  }

  const match = SUFFIX.exec(pathname);
  if (!match || pathname.startsWith('/v2/') || pathname.startsWith('/v3/'))
    return NextResponse.next({ request: { headers } });
  headers.set('x-api-format', match[1]!);
  const url = request.nextUrl.clone();
  url.pathname = pathname.slice(0, -match[0].length);
  return NextResponse.rewrite(url, { request: { headers } });
}

// The tracking paths (/click/..., /l/..., /impression/..., /conversion/...) never: a destination, a
// sub id or a conversion reference may end in .json.
// Only pages and suffixed v1 paths: every other API request skips the proxy (the route wrapper
// makes its own request id), which the benchmark showed is a real share of a small request's cost.
// Next.js reads this statically, so the patterns are literals.
export const config = {
  matcher: [
    '/',
    '/console/:path*',
    '/partner/:path*',
    '/login/:path*',
    '/signup/:path*',
    '/((?!_next/|api/|click/|l/|impression/|conversion/|docs|assets/|openapi\\.json).*\\.json)',
    '/((?!_next/|api/|click/|l/|impression/|conversion/|docs|assets/).*\\.xml)',
    '/((?!_next/|api/|click/|l/|impression/|conversion/|docs|assets/).*\\.csv)',
  ],
};
