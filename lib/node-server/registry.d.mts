/** Types of lib/node-server/registry.mjs (process state shared by the server entry and the bundle). */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Serves the request and answers true, or answers false and leaves it untouched. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export declare function offerFastPath(name: string, serve: FastPath): void;
export declare function serveOnFastPath(req: IncomingMessage, res: ServerResponse): boolean;
export declare function fastPathNames(): string[];
export declare function markPeerAddressWritten(on?: boolean): void;
export declare function peerAddressWritten(): boolean;

/** A 413 worded for one route: its headers (content type and the like) and body text. */
export interface TooLargeAnswer {
  headers: Record<string, string>;
  body: string;
}
export declare function offerTooLargeAnswer(
  answer: (req: IncomingMessage) => TooLargeAnswer | undefined,
): void;
export declare function tooLargeAnswerFor(req: IncomingMessage): TooLargeAnswer | undefined;
export declare function offerOverHttps(rule: (req: IncomingMessage) => boolean): void;
export declare function cameOverHttps(req: IncomingMessage): boolean;
