import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * Response schemas of the public Partnerize reference, kept as test data in
 * tests/fixtures/reference/<name>.json with the repository, path and commit they come from.
 * The reference is OpenAPI 3.0: `nullable: true` becomes a JSON Schema null type here; the
 * draft-04 `$schema` marks some of its files carry are dropped.
 * A fixture may carry `adjustments`, each with its reason: `nullableScalars` (every scalar may
 * be null; objects may not) and `overrides` (a JSON pointer into the schema and what replaces it).
 */

type Schema = Record<string, unknown>;

function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node))
    if (key !== 'nullable' && key !== '$schema') out[key] = toJsonSchema(value);
  const {
    nullable,
    type,
    enum: values,
  } = node as {
    nullable?: boolean;
    type?: unknown;
    enum?: unknown[];
  };
  if (nullable && typeof type === 'string') out.type = [type, 'null'];
  if (nullable && Array.isArray(values) && !values.includes(null)) out.enum = [...values, null];
  return out;
}

interface Adjustments {
  nullableScalars?: string;
  overrides?: { pointer: string; schema: unknown; reason: string }[];
}

const SCALARS = ['string', 'number', 'integer', 'boolean'];

function nullableScalars(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableScalars);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableScalars(value);
  if (SCALARS.includes(out.type as string) || (Array.isArray(out.enum) && !out.type))
    out.nullable = true;
  return out;
}

function adjust(schema: Schema, adjustments: Adjustments | undefined): Schema {
  let out = structuredClone(schema);
  for (const { pointer, schema: replacement } of adjustments?.overrides ?? []) {
    const keys = pointer.split('/').slice(1);
    const last = keys.pop()!;
    const parent = keys.reduce<Schema>((node, key) => node[key] as Schema, out);
    if (!parent || typeof parent !== 'object') throw new Error(`no ${pointer} in the schema`);
    parent[last] = replacement;
  }
  if (adjustments?.nullableScalars) out = nullableScalars(out) as Schema;
  return out;
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

/** The ajv errors of `body` against the named reference schema; empty when it conforms. */
export function referenceErrors(name: string, body: unknown): string[] {
  const file = path.join(process.cwd(), 'tests', 'fixtures', 'reference', `${name}.json`);
  const { schema, adjustments } = JSON.parse(readFileSync(file, 'utf8')) as {
    schema: Schema;
    adjustments?: Adjustments;
  };
  const validate = ajv.compile(toJsonSchema(adjust(schema, adjustments)) as Schema);
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
