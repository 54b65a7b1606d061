// First-load JavaScript per page of a production build (`next build` in Next 16 no longer
// prints it): the root main files plus every entry chunk the page's client reference
// manifest names (its layouts and the page), each gzipped as `next start` serves it.
// Usage: node e2e/support/first-load-js.mjs [--max-kb 250] [--json out.json]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
const args = process.argv.slice(2);
const maxKb = args.includes('--max-kb') ? Number(args[args.indexOf('--max-kb') + 1]) : undefined;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;

const build = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length);
  return sizes.get(file);
};

function manifests(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...manifests(full));
    else if (name === 'page_client-reference-manifest.js') out.push(full);
  }
  return out;
}

const rows = [];
for (const file of manifests(path.join(dist, 'server', 'app'))) {
  const holder = {};
  new Function('globalThis', readFileSync(file, 'utf8'))(holder);
  for (const [route, manifest] of Object.entries(holder.__RSC_MANIFEST)) {
    if (
      route.startsWith('/(api)') ||
      route.includes('_not-found') ||
      route.includes('_global-error')
    )
      continue;
    const files = new Set(build.rootMainFiles);
    for (const list of Object.values(manifest.entryJSFiles ?? {}))
      for (const f of list) files.add(f);
    const bytes = [...files]
      .filter((f) => existsSync(path.join(dist, f)))
      .reduce((sum, f) => sum + gz(f), 0);
    const url = route.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/';
    rows.push({ route: url, kb: Math.round((bytes / 1024) * 10) / 10 });
  }
}
rows.sort((a, b) => a.route.localeCompare(b.route));
const width = Math.max(...rows.map((r) => r.route.length));
console.log(`${'Page'.padEnd(width)}  First-load JS (gzip)`);
for (const r of rows)
  console.log(
    `${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(6)} kB${maxKb && r.kb > maxKb ? '  OVER' : ''}`,
  );
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
if (maxKb && rows.some((r) => r.kb > maxKb)) process.exit(1);
