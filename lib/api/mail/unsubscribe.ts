import { getDb } from '@/lib/services/database';
import { unsubscribeByToken } from '@/lib/services/communications';
import { logger } from '@/lib/logger';

/**
 * The one-click unsubscribe link of a communication (RFC 8058). Mail clients POST
 * `List-Unsubscribe=One-Click` to it; a person who opens the link gets a button that does the
 * same POST, so a link scanner's GET never unsubscribes anyone.
 */

const headers = (type: string) => ({
  'content-type': `${type}; charset=utf-8`,
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
});

export async function unsubscribePost(token: string): Promise<Response> {
  try {
    const done = await unsubscribeByToken(await getDb(), token);
    if (!done)
      return new Response('This unsubscribe link is not valid.\n', {
        status: 404,
        headers: headers('text/plain'),
      });
    return new Response('You are unsubscribed: you will get no more of these messages.\n', {
      status: 200,
      headers: headers('text/plain'),
    });
  } catch (error) {
    logger.error({ err: error }, 'unsubscribe failed');
    return new Response('Please try again in a moment.\n', {
      status: 503,
      headers: headers('text/plain'),
    });
  }
}

export function unsubscribeForm(): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribe</title></head>
<body><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><p>Stop receiving these messages?</p><button type="submit">Unsubscribe</button></form></body></html>`;
  return new Response(page, { status: 200, headers: headers('text/html') });
}
