import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import importPlugin from 'eslint-plugin-import';

// Imports point down only (docs/architecture.md):
//   app -> lib/api (HTTP) -> lib/services (domain) -> lib/db (storage);
//   lib/auth (credentials, hashing, the principal) sits below services;
//   lib/schemas and lib/errors are leaves; components reach data through lib/client.
// Route files (app/**/route.ts) may call services through the lib/api wrapper; pages and
// layouts (app/**/*.tsx) reach data through lib/api only.
const api = './lib/api';
const auth = './lib/auth';
const client = './lib/client';
const db = './lib/db';
const schemas = './lib/schemas';
const services = './lib/services';

// [files, what they must not import, why]
const rules = [
  ['./lib', ['./app', './components'], 'lib must not import app or components.'],
  [db, [api, services, client, auth], 'lib/db is the bottom layer.'],
  [services, [api, client], 'Services never see HTTP.'],
  [auth, [services, api, db, client], 'lib/auth sits below services (no storage, no HTTP).'],
  [api, [db, client], 'lib/api reaches the database through lib/services (database.ts).'],
  [client, [api, services, db, auth], 'lib/client runs in the browser: HTTP only.'],
  [schemas, [api, services, db, client, auth], 'lib/schemas is a leaf.'],
  ['./lib/errors.ts', [api, services, db, client, auth, schemas], 'lib/errors is a leaf.'],
  ['./app', [db], 'app reaches the database through lib/api and lib/services.'],
  ['./app/**/*.tsx', [services, auth], 'Pages and layouts reach data through lib/api.'],
  ['./components', [services, db, api, auth], 'Components reach data through lib/client.'],
];
const layers = rules.map(([target, from, message]) => ({ target, from, message }));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-alt/**',
      'node_modules/**',
      'lib/db/migrations/**',
      'next-env.d.ts',
      'e2e/screenshots/**',
    ],
  },
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: true, node: true } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  // Size limits a reader can hold in their head: files up to 300 lines, functions up to 80,
  // React components (in .tsx files) up to 150. Tests and generated files are exempt.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      'max-lines': ['error', 300],
      'max-lines-per-function': ['error', 80],
    },
  },
  { files: ['**/*.tsx'], rules: { 'max-lines-per-function': ['error', 150] } },
  {
    files: ['tests/**', 'e2e/**', 'lib/client/generated/**', 'app/(api)/route-index.ts'],
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
];

export default config;
