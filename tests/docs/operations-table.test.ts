import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations, OPERATIONS_FILE, renderOperationsTable } from '@/scripts/operations-table';
import {
  matchReferenceOperations,
  REFERENCE_OPERATIONS,
  referenceKey,
  routeReferenceKey,
  unknownRouteReferences,
} from '@/scripts/reference-operations';

const SCANNED = ['app', 'lib', 'components', 'tests', 'e2e', 'scripts', 'bench', 'docs'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full);
    return /\.(ts|tsx|mjs|md)$/.test(name) ? [full] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  return new Set([
    ...[...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^#+ (.+)$/gm)].map((m) => headingAnchor(m[1]!)),
  ]);
}

describe('docs/operations.md', () => {
  it('is what `npm run docs:operations` writes now', async () => {
    expect(readFileSync(OPERATIONS_FILE, 'utf8')).toBe(await renderOperationsTable());
  });

  it('names the reference every operation follows (or says it is ours)', () => {
    const missing = listOperations()
      .filter((op) => !op.meta.spec.reference)
      .map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });

  it('has every row and heading that code and docs link to', () => {
    const docs = ['operations.md', 'api-decisions.md'];
    const anchors = new Map(docs.map((doc) => [doc, anchorsOf(path.join('docs', doc))]));
    const broken: string[] = [];
    for (const file of [...SCANNED.flatMap((dir) => filesUnder(dir)), 'README.md']) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(operations|api-decisions)\.md#([\w-]+)/g)) {
        if (!anchors.get(`${m[1]}.md`)!.has(m[2]!)) broken.push(`${file}: ${m[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('reference operations in our domain (scripts/reference-operations.json)', () => {
  const routes = () => listOperations().map((op) => ({ ...op, reference: op.meta.spec.reference }));
  const domain = REFERENCE_OPERATIONS.filter((op) => op.group === 'domain');

  it('has an entry for every reference a route names (no typos)', () => {
    const unknown = unknownRouteReferences(routes()).map(
      (r) => `${r.method} ${r.path}: ${r.reference}`,
    );
    expect(unknown).toEqual([]);
  });

  it('lists each reference operation once, 98 of them in our domain', () => {
    const keys = REFERENCE_OPERATIONS.map(referenceKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(domain).toHaveLength(98);
  });

  it('gives the reason for each operation no route serves, and none for served ones', () => {
    const wrong = [...matchReferenceOperations(routes())]
      .filter(([op, served]) => served.length > 0 === (op.notServed !== undefined))
      .map(([op, served]) => `${op.method} ${op.path}: ${served.length ? 'served' : 'no reason'}`);
    expect(wrong).toEqual([]);
  });

  it('states the served count the routes give', () => {
    const named = new Set(routes().map((r) => routeReferenceKey(r.reference)));
    const served = domain.filter((op) => named.has(referenceKey(op))).length;
    expect(readFileSync(OPERATIONS_FILE, 'utf8')).toContain(
      `**${served} of ${domain.length} served.**`,
    );
  });
});
