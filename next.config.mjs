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
  ],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
