import { createApiClient } from './api-client';

/**
 * The console's client: same-origin calls authenticated by the session cookie (the browser
 * sends Origin on writes, which the API checks against CSRF).
 */
export const api = createApiClient();
