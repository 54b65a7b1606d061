import { NextResponse, type NextRequest } from 'next/server';

// v1 paths may end in .json, .xml or .csv. Route folders are spelled without the suffix,
// so the proxy strips it and passes the format on in a header.
const SUFFIX = /\.(json|xml|csv)$/;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const headers = new Headers(request.headers);
  if (!headers.get('x-request-id')) headers.set('x-request-id', crypto.randomUUID());
  const match = SUFFIX.exec(pathname);
  if (!match) return NextResponse.next({ request: { headers } });
  headers.set('x-api-format', match[1]!);
  const url = request.nextUrl.clone();
  url.pathname = pathname.slice(0, -match[0].length);
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Pages, assets and the v2/v3 APIs never take a format suffix.
  matcher: ['/((?!_next/|v2/|v3/|api/|console|partner|login|signup|docs|assets/|openapi\\.json|favicon\\.ico).*)'],
};
