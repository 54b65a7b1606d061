/**
 * The public Partnerize reference's operations in our domain (scripts/reference-operations.json,
 * facts with their source commits) matched against our routes' `reference` field, rendered as the
 * second part of docs/operations.md by scripts/operations-table.ts.
 */
import data from './reference-operations.json';

export type ReferenceGroup =
  | 'domain'
  | 'blueprint'
  | 'lookups'
  | 'tracking'
  | 'commissions'
  | 'claims'
  | 'payments'
  | 'fraud'
  | 'exports'
  | 'communications';

export interface ReferenceOperation {
  group: ReferenceGroup;
  /** The file in its repository: openapi/<stem>-api-openapi.yml or src/<name>.apib. */
  file: string;
  method: string;
  /** As the reference writes it (a query part or trailing slash included). */
  path: string;
  /** The OpenAPI operationId (null where the file has none). */
  operationId?: string | null;
  /** The API Blueprint's action name (Blueprint entries). */
  action?: string;
  /** Why no route serves it: shown while none does; delete it when one does. */
  notServed?: string;
}

/** One of our operations as far as matching needs: method, path and its `reference` string. */
export interface RouteReference {
  method: string;
  path: string;
  reference?: string;
}

export const REFERENCE_SOURCES = data.sources;
export const REFERENCE_OPERATIONS = data.operations as ReferenceOperation[];

export const REFERENCE_GROUPS: Record<ReferenceGroup, { heading: string; intro: string }> = {
  domain: {
    heading: 'Reference operations in our domain',
    intro: 'Every operation of the reference files of our domain',
  },
  blueprint: {
    heading: 'v1 operations only in the API Blueprint',
    intro:
      'Operations of our domain that only the older API Blueprint documents (not in the count above)',
  },
  lookups: {
    heading: 'Reference data lookups',
    intro: 'The `/reference/...` lookups (outside the domain count)',
  },
  tracking: {
    heading: 'Tracking operations (issue 20)',
    intro:
      'Tracking links, the camref lookup, deep-link domains, creatives, deals, feeds, voucher codes, clicks, impressions and attribution settings (outside the domain count)',
  },
  commissions: {
    heading: 'Commission operations (issue 21)',
    intro:
      'Commissions, partner commissions, promotional commissions, tiers, voucher commissions and the commissions CSV (outside the domain count)',
  },
  claims: {
    heading: 'Transaction queries and conversion analytics (issue 21)',
    intro:
      'Missing-sale claims (transaction queries), their reasons, and the conversion analytics (outside the domain count)',
  },
  payments: {
    heading: 'Payment operations (issue 31)',
    intro:
      'Balances, payable commission, payment details, brand invoices and self-bills (outside the domain count)',
  },
  fraud: {
    heading: 'Fraud operations (issue 32)',
    intro:
      'Incidents, fraud metrics, whitelisted partners and paid-search violations (outside the domain count)',
  },
  exports: {
    heading: 'Exports (issue 34)',
    intro:
      "A partner's clicks, conversions and conversion items as CSV files (outside the domain count)",
  },
  communications: {
    heading: 'Communications (issue 35)',
    intro:
      'Communications to partners, their placeholders, templates and platform (event) communications (outside the domain count)',
  },
};

/**
 * The name routes use for a reference file, the first word of their `reference`:
 * "partnerize-jobs" for openapi/partnerize-jobs-api-openapi.yml, "job.apib" for src/job.apib.
 */
export function referenceSourceOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return name.endsWith('.apib') ? name : name.replace(/-api-openapi\.yml$/, '');
}

/** Source, method and path compared without a query part or a trailing slash. */
function matchKey(source: string, method: string, apiPath: string): string {
  return `${source} ${method} ${apiPath.replace(/\?.*$/, '').replace(/(.)\/$/, '$1')}`;
}

export const referenceKey = (op: ReferenceOperation) =>
  matchKey(referenceSourceOf(op.file), op.method, op.path);

/** "<source> <METHOD> <path> [note]" as a match key; undefined for 'ours' or no reference. */
export function routeReferenceKey(reference: string | undefined): string | undefined {
  if (!reference || reference === 'ours') return undefined;
  const [source = '', method = '', apiPath = ''] = reference.split(' ');
  return matchKey(source, method, apiPath);
}

/** Our routes that serve each reference operation (an empty list: not served). */
export function matchReferenceOperations(
  routes: RouteReference[],
  operations: ReferenceOperation[] = REFERENCE_OPERATIONS,
): Map<ReferenceOperation, RouteReference[]> {
  const byKey = new Map<string, RouteReference[]>();
  for (const route of routes) {
    const key = routeReferenceKey(route.reference);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), route]);
  }
  return new Map(operations.map((op) => [op, byKey.get(referenceKey(op)) ?? []]));
}

/** Routes whose reference names no operation of the data file (a typo, or a file to extend). */
export function unknownRouteReferences(
  routes: RouteReference[],
  operations: ReferenceOperation[] = REFERENCE_OPERATIONS,
): RouteReference[] {
  const known = new Set(operations.map(referenceKey));
  return routes.filter((route) => {
    const key = routeReferenceKey(route.reference);
    return key !== undefined && !known.has(key);
  });
}

function renderServed(
  op: ReferenceOperation,
  served: RouteReference[],
  anchor: (method: string, apiPath: string) => string,
): string {
  if (served.length === 0) return `not served (${op.notServed ?? '**no reason given**'})`;
  return served.map((r) => `[\`${r.method} ${r.path}\`](#${anchor(r.method, r.path)})`).join(', ');
}

function renderGroup(
  group: ReferenceGroup,
  matches: Map<ReferenceOperation, RouteReference[]>,
  anchor: (method: string, apiPath: string) => string,
  preface = '',
): string {
  const ops = [...matches.keys()].filter((op) => op.group === group);
  const servedCount = ops.filter((op) => matches.get(op)!.length > 0).length;
  const rows = ops.map(
    (op) =>
      `| ${op.method} | \`${op.path}\` | [${referenceSourceOf(op.file)}] | ${renderServed(op, matches.get(op)!, anchor)} |`,
  );
  const { heading, intro } = REFERENCE_GROUPS[group];
  return [
    `${group === 'domain' ? '##' : '###'} ${heading}\n`,
    `${preface}${intro}: **${servedCount} of ${ops.length} served.**\n`,
    '| Method | Path | Reference | Served |\n|---|---|---|---|',
    `${rows.join('\n')}\n`,
  ].join('\n');
}

const short = (commit: string) => commit.slice(0, 7);

const INTRO = `The reference's side: one row per operation of the public reference in our domain, listed
(facts only, with the commits they were read at: api-evangelist/partnerize \`${short(REFERENCE_SOURCES.openapi.commit)}\`,
PerformanceHorizonGroup/apidocs \`${short(REFERENCE_SOURCES.blueprint.commit)}\`) in
[scripts/reference-operations.json](../scripts/reference-operations.json), which says how they were
chosen. **Served** links to our rows whose \`reference\` names the operation (computed, not written
by hand); otherwise the reason from the data file.
`;

/** The reference operations' sections of docs/operations.md. */
export function renderReferenceSections(
  routes: RouteReference[],
  anchor: (method: string, apiPath: string) => string,
): string {
  const matches = matchReferenceOperations(routes);
  return (
    [
      'domain',
      'blueprint',
      'lookups',
      'tracking',
      'commissions',
      'claims',
      'payments',
      'fraud',
      'exports',
      'communications',
    ] as const
  )
    .map((group) => renderGroup(group, matches, anchor, group === 'domain' ? `${INTRO}\n` : ''))
    .join('\n');
}

/** Every reference file the data file names (for the link definitions). */
export const referenceDataSources = () =>
  REFERENCE_OPERATIONS.map((op) => referenceSourceOf(op.file));
