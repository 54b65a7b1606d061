import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import importPlugin from 'eslint-plugin-import';

// Imports point down only (DESIGN.md): app -> lib/api -> lib/services -> lib/db;
// lib/schemas and lib/errors are leaves; lib never imports components.
const layers = [
  { target: './lib', from: ['./app', './components'], message: 'lib must not import app or components.' },
  { target: './lib/db', from: ['./lib/api', './lib/services', './lib/client'], message: 'lib/db is the bottom layer.' },
  { target: './lib/services', from: ['./lib/api', './lib/client'], message: 'Services never see HTTP.' },
  { target: './lib/schemas', from: ['./lib/api', './lib/services', './lib/db', './lib/client', './lib/auth'], message: 'lib/schemas is a leaf.' },
  { target: './lib/errors.ts', from: ['./lib/api', './lib/services', './lib/db', './lib/client', './lib/auth', './lib/schemas'], message: 'lib/errors is a leaf.' },
  { target: './components', from: ['./lib/services', './lib/db'], message: 'Components reach data through lib/client.' },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'lib/db/migrations/**', 'next-env.d.ts', 'e2e/screenshots/**'],
  },
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: true, node: true } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
    },
  },
];

export default config;
