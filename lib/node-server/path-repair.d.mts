/** Types of lib/node-server/path-repair.mjs. */
export declare function repairPath(url: string): string;
export declare function repairRequestPath(req: import('node:http').IncomingMessage): void;
