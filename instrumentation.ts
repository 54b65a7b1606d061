export async function register() {
  // Next.js replaces NEXT_RUNTIME at build time, which drops this branch from the edge bundle:
  // the one process.env read outside lib/config (eslint.config.mjs).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Before anything reads a setting: a bad value stops the server with a clear message.
    const { configOrExit } = await import('./lib/config');
    configOrExit();
    const { boot } = await import('./lib/boot');
    await boot();
    // The fast paths our server (lib/node-server) tries before Next.js under `npm start`.
    const { installClickFastPath } = await import('./lib/node-server/click-host');
    const { installApiFastPath } = await import('./lib/node-server/api-host');
    const { installPageGuard } = await import('./lib/node-server/page-guard');
    const { installServerAnswers } = await import('./lib/node-server/server-answers');
    const { fastPathNames } = await import('./lib/node-server/registry.mjs');
    const { apiRoutes } = await import('./app/(api)/route-index');
    const { logger } = await import('./lib/logger');
    installServerAnswers(apiRoutes);
    installClickFastPath();
    installApiFastPath(apiRoutes);
    installPageGuard();
    logger.info({ fastPaths: fastPathNames() }, 'fast paths offered');
  }
}
