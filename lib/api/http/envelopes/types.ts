import type { Failure } from '../failure';

export type ApiVersion = 'v1' | 'v2' | 'v3';

/** A rendered body, before serialisation to JSON/XML/CSV. */
export type Body = Record<string, unknown>;

export interface Envelope {
  /** Wraps a handler's payload: v1/v2 add execution_time, v3 passes {data, hypermedia} through. */
  success(payload: Body, executionSeconds: number): Body;
  /** Renders an error in the version's error body. */
  error(failure: Failure, requestId: string): Body;
}

export function executionTime(seconds: number): string {
  return `${seconds.toFixed(5)} seconds`;
}

/** v1/v2 name a nested attribute `publishers[0].network_status`. */
export function dottedPath(path: (string | number)[]): string {
  return path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p),
    '',
  );
}
