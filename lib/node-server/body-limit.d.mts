/** Types of lib/node-server/body-limit.mjs (the request-body limit). */
export declare const MAX_BODY_BYTES: number;
export declare const TOO_LARGE_MESSAGE: string;
export declare function bodyTooLargeError(): Error;
export declare function isBodyTooLarge(error: unknown): boolean;
