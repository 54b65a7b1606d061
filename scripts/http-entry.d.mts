/** Types of scripts/http-entry.mjs (the server entry hook loaded by `npm start`). */
export declare const PEER_ADDRESS_HEADER: 'x-anet-peer-address';
export declare function repairPath(url: string): string;
export declare function prepareRequest(req: import('node:http').IncomingMessage): void;
