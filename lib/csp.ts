import { config } from '@/lib/config';

/**
 * The Content-Security-Policy of our HTML pages. Scripts run only from this origin or with
 * the per-request nonce (Next.js puts it on its own scripts); nothing may frame the pages.
 * Images may come from https hosts because partner descriptions may embed them.
 */
export function contentSecurityPolicy(nonce: string, dev = config().development): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function newNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64');
}
