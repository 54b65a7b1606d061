import type { RouteHandler } from './endpoint';

/** One route file as app/(api)/route-index.ts lists it: its folder and its method exports. */
export interface RouteEntry {
  folder: string;
  module: Record<string, unknown>;
}

export interface RouteMatch {
  handler: RouteHandler;
  params: Record<string, string>;
}

interface CompiledRoute {
  regex: RegExp;
  names: string[];
  module: Record<string, unknown>;
}

function compile({ folder, module }: RouteEntry): CompiledRoute {
  const names: string[] = [];
  const pattern = folder
    .split('/')
    .map((segment) => {
      const param = /^\[([^\]]+)\]$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^/${pattern}$`), names, module };
}

/**
 * Finds the route file and method handler for a path, the way Next.js routes app/(api): a
 * static segment wins over a parameter (`/publishers/ids` before `/publishers/{publisher_id}`),
 * so of two routes that match, the one with fewer parameters. Parameters arrive decoded.
 * Used by the server entry's API fast path (api-host.ts) and by the in-process test fetch.
 */
export function routeTable(routes: RouteEntry[]) {
  const table = routes.map(compile).sort((a, b) => a.names.length - b.names.length);
  return function match(pathname: string, method: string): RouteMatch | undefined {
    for (const route of table) {
      const found = route.regex.exec(pathname);
      if (!found) continue;
      const handler = route.module[method];
      if (typeof handler !== 'function') return undefined;
      try {
        const params = Object.fromEntries(
          route.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]),
        );
        return { handler: handler as RouteHandler, params };
      } catch {
        return undefined; // an undecodable parameter: Next.js answers it (the entry repairs most)
      }
    }
    return undefined;
  };
}
