import createNextIntlPlugin from 'next-intl/plugin';
import securityHeaders from './lib/security-headers.json' with { type: 'json' };

// next-intl reads its per-request language and messages from i18n/request.ts. The messages are
// precompiled at build time (messages/*.json), so the browser gets no ICU parser (first-load JS).
const withNextIntl = createNextIntlPlugin({
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build beside the main one (parallel browser runs): NEXT_DIST_DIR=.next-alt/<name>.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native, WASM and worker-thread packages must be loaded by Node, not bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    '@node-rs/argon2',
    'proper-lockfile',
    'ioredis',
    'rate-limiter-flexible',
    'pg-boss',
  ],
  // Security headers on every response (the fast paths add the same: lib/node-server/next-headers.ts);
  // pages add their nonce-based CSP in proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders,
      },
    ];
  },
  poweredByHeader: false,
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
