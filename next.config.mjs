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
  // Security headers on every response; pages add their nonce-based CSP in proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
