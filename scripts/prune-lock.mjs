// Drops optionalDependencies the lock has no package entry for. The registry reachable here
// does not serve other platforms' binaries (@next/swc-darwin-*, ...), so npm cannot record
// them, and `npm ci` refuses a lock whose optional edges point nowhere. Run after npm install.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let pruned = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const nested = where ? `${where}/node_modules/${name}` : `node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) {
      delete entry.optionalDependencies[name];
      pruned++;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`pruned ${pruned} optional dependencies with no lock entry`);
