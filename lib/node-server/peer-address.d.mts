/** Types of lib/node-server/peer-address.mjs. */
export declare const PEER_ADDRESS_HEADER: 'x-anet-peer-address';
export declare function writePeerAddress(req: import('node:http').IncomingMessage): void;
