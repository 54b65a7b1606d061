// GET /docs: the interactive API reference (Scalar), reading /openapi.json. The Scalar bundle is
// served by this app (/docs/scalar.js), so the page works without reaching any other host.
import { contentSecurityPolicy, newNonce } from '@/lib/csp';

const page = (nonce: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Affiliate Network API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script nonce="${nonce}" src="/docs/scalar.js"></script>
    <script nonce="${nonce}">
      Scalar.createApiReference('#app', { url: '/openapi.json', withDefaultFonts: false, agent: { disabled: true } });
    </script>
  </body>
</html>`;

export function GET() {
  const nonce = newNonce();
  return new Response(page(nonce), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(nonce),
    },
  });
}
