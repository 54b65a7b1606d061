import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingNames } from '@/lib/config/settings';

// README's "Configuration" table is the operator's list of settings: one row for each setting
// lib/config reads, and none for a setting nothing reads.
const root = path.resolve(__dirname, '../..');

function documentedSettings(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!;
  return section
    .split('\n')
    .map((line) => /^\| `([A-Z0-9_]+)` +\|/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

describe('README "Configuration" table', () => {
  const documented = documentedSettings();

  it('has a row for every setting lib/config knows', () => {
    expect(settingNames.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists each setting once, and only settings lib/config knows', () => {
    expect(new Set(documented).size).toBe(documented.length);
    const known = new Set<string>(settingNames);
    expect(documented.filter((name) => !known.has(name))).toEqual([]);
  });
});
