import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations, OPERATIONS_FILE, renderOperationsTable } from '@/scripts/operations-table';
import {
  matchReferenceOperations,
  REFERENCE_GROUPS,
  REFERENCE_OPERATIONS,
  referenceKey,
  referenceSourceOf,
  routeReferenceKey,
  unknownRouteReferences,
  type ReferenceGroup,
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

/** The body rows of the tables under a heading of docs/operations.md, as trimmed cells. */
function tableRows(heading: string): string[][] {
  const lines = readFileSync(OPERATIONS_FILE, 'utf8').split('\n');
  const start = lines.findIndex(
    (line) => /^#+ /.test(line) && line.replace(/^#+ /, '') === heading,
  );
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1) // the header row
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

const firstCode = (cell: string) => /`([^`]+)`/.exec(cell)?.[1];

describe('docs/operations.md', () => {
  it('is what `npm run docs:operations` writes now', async () => {
    expect(readFileSync(OPERATIONS_FILE, 'utf8')).toBe(await renderOperationsTable());
  });

  it('has one row for every operation the route files declare, under its version', () => {
    const operations = listOperations();
    for (const version of ['v1', 'v2', 'v3'] as const) {
      const rows = tableRows(version).map(
        ([method = '', apiPath = '']) =>
          `${method.replace(/^<a id="[^"]*"><\/a>/, '')} ${firstCode(apiPath)}`,
      );
      const declared = operations
        .filter((op) => op.meta.version === version)
        .map((op) => `${op.method} ${op.path}`);
      expect(rows.sort(), version).toEqual(declared.sort());
    }
    expect(readFileSync(OPERATIONS_FILE, 'utf8')).toContain(`\n${operations.length} operations:`);
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

  it('lists each reference operation once', () => {
    const keys = REFERENCE_OPERATIONS.map(referenceKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('has one row for each reference operation, under its group', () => {
    for (const [group, { heading }] of Object.entries(REFERENCE_GROUPS)) {
      const rows = tableRows(heading).map(
        ([method, apiPath = '', source]) => `${method} ${firstCode(apiPath)} ${source}`,
      );
      const listed = REFERENCE_OPERATIONS.filter(
        (op) => op.group === (group as ReferenceGroup),
      ).map((op) => `${op.method} ${op.path} [${referenceSourceOf(op.file)}]`);
      expect(rows, heading).toEqual(listed);
    }
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
