export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { boot } = await import('./lib/boot');
    await boot();
    // The API routes served before Next.js under `npm start` (lib/api/api-host.ts).
    const { installApiFastPath } = await import('./lib/api/api-host');
    const { apiRoutes } = await import('./app/(api)/route-index');
    installApiFastPath(apiRoutes);
  }
}
