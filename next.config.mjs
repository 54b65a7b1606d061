/** @type {import('next').NextConfig} */
const nextConfig = {
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
