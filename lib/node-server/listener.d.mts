/** Types of lib/node-server/listener.mjs (the server's request listener). */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export declare function requestListener(
  next: (req: IncomingMessage, res: ServerResponse) => void,
): RequestListener;
export declare const STRICT_TRANSPORT_SECURITY: string;
