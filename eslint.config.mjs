import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import importPlugin from 'eslint-plugin-import';

// Imports point down only (docs/architecture.md):
//   app -> lib/api (HTTP) -> lib/services (domain) -> lib/db (storage);
//   lib/auth (credentials, hashing, the principal) sits below services;
//   lib/schemas, lib/errors and lib/money are leaves; components reach data through lib/client.
// Route files (app/**/route.ts) may call services through the lib/api wrapper; pages and
// layouts (app/**/*.tsx) reach data through lib/api only.
const api = './lib/api';
const auth = './lib/auth';
const client = './lib/client';
const db = './lib/db';
const money = './lib/money';
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
  [money, [api, services, db, client, auth, schemas], 'lib/money is a leaf.'],
  ['./lib/html', [api, services, db, client, auth, schemas], 'lib/html is a leaf.'],
  ['./app', [db], 'app reaches the database through lib/api and lib/services.'],
  ['./app/**/*.tsx', [services, auth], 'Pages and layouts reach data through lib/api.'],
  ['./components', [services, db, api, auth], 'Components reach data through lib/client.'],
];
const layers = rules.map(([target, from, message]) => ({ target, from, message }));

// Each lib/services folder's index.ts is its only public face (docs/architecture.md, "Inside
// lib/services"): code outside lib/services imports the index (or a top-level file), never a
// file inside a folder; inside lib/services modules import the exact file, never an index.
// Tests may reach a folder's file to test it directly. Globs match resolved absolute paths.
const root = path.dirname(fileURLToPath(import.meta.url));
const inFolder = (glob) => path.join(root, 'lib/services/*', glob);
const outsideServices = [
  './app',
  './components',
  './lib/!(services)/**',
  './lib/*.*',
  './scripts',
  './bench',
  './e2e',
  './i18n',
  './*.*',
];
const serviceFolders = [
  {
    target: outsideServices,
    from: [inFolder('**/*')],
    except: [inFolder('index.ts')],
    message: 'Outside lib/services, import a service folder through its index.',
  },
  {
    target: services,
    from: [inFolder('index.ts')],
    message: 'Inside lib/services, import the exact file, never an index.',
  },
];

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
    settings: {
      'import/resolver': { typescript: true, node: true },
      // Packages are never parsed for the import rules (no-cycle would walk into node_modules).
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layers, ...serviceFolders] }],
    },
  },
  // No import cycles in lib (type-only imports do not count: they vanish at runtime).
  {
    files: ['lib/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Size limits a reader can hold in their head: files up to 300 lines, functions up to 80,
  // React components (in .tsx files) up to 150. Tests and generated files are exempt. A longer
  // file is a warning, not a reason to split a cohesive module.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      'max-lines': ['warn', 300],
      'max-lines-per-function': ['error', 80],
    },
  },
  { files: ['**/*.tsx'], rules: { 'max-lines-per-function': ['error', 150] } },
  // The environment is read by lib/config only (one validated, documented home for settings).
  {
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through config() from lib/config (README, "Configuration").',
        },
      ],
    },
  },
  {
    files: [
      'lib/config/**',
      'scripts/**',
      'bench/**',
      'tests/**',
      'e2e/**',
      '**/*.config.*',
      // Next.js replaces process.env.NEXT_RUNTIME at build time, which drops the Node-only
      // branch from the edge bundle; through lib/config it would stay in.
      'instrumentation.ts',
      // The server entry runs under plain Node.js before Next.js (and lib/config) can load; it
      // reads only what it needs to start (PORT, KEEP_ALIVE_TIMEOUT_MS, NEXT_DIST_DIR).
      'lib/node-server/*.mjs',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['tests/**', 'e2e/**', 'lib/client/generated/**', 'app/(api)/route-index.ts'],
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
];

export default config;
