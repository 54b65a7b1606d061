/** Types of lib/node-server/body-guard.mjs. */
export declare function guardRequestBody(
  req: import('node:http').IncomingMessage,
  res: import('node:http').ServerResponse,
  limit?: number,
): boolean;
export declare function continueWithinLimit(
  listener: import('node:http').RequestListener,
  limit?: number,
): import('node:http').RequestListener;
