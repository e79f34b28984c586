// Mutation testing (StrykerJS): each group of test/mutation/ mutates its source files and runs the
// tests that cover them under node, then one table prints the score per file: the share of mutants
// the tests kill (a mutant no test covers counts as surviving). Exits non-zero when a file scores
// under the floor (test/mutation/README.md says which survivors are equivalent and why).
// `npm run test:mutation [group...]`; groups: domain (src/domain with its tests), server (billing).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const GROUPS = ['domain', 'server'];
const FLOOR = Number(process.env.MUTATION_FLOOR ?? 80);
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : GROUPS;

for (const group of chosen) {
  if (!GROUPS.includes(group)) {
    console.error(`unknown group ${group}; groups: ${GROUPS.join(', ')}`);
    process.exit(2);
  }
  console.log(`mutation testing: ${group}`);
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/@stryker-mutator/core/bin/stryker.js',
      'run',
      `test/mutation/stryker.${group}.json`,
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const KILLED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const rows = [];
for (const group of chosen) {
  const report = `reports/mutation/${group}.json`;
  if (!existsSync(report)) continue;
  const { files } = JSON.parse(readFileSync(report, 'utf8'));
  for (const [path, file] of Object.entries(files)) {
    const counted = file.mutants.filter((mutant) => COUNTED.has(mutant.status));
    const killed = counted.filter((mutant) => KILLED.has(mutant.status)).length;
    const survivors = counted
      .filter((mutant) => !KILLED.has(mutant.status))
      .map((mutant) => `${mutant.location.start.line}:${mutant.mutatorName}`);
    rows.push({
      path,
      killed,
      total: counted.length,
      score: counted.length ? (100 * killed) / counted.length : 100,
      survivors,
    });
  }
}
rows.sort((a, b) => a.path.localeCompare(b.path));
const width = Math.max(...rows.map((row) => row.path.length));
let under = 0;
for (const row of rows) {
  const ok = row.score >= FLOOR;
  if (!ok) under += 1;
  console.log(
    `${ok ? 'ok  ' : 'LOW '} ${row.path.padEnd(width)}  ${row.score.toFixed(1).padStart(5)}%  (${row.killed}/${row.total} killed)${ok || !process.env.MUTATION_SURVIVORS ? '' : `  survivors: ${row.survivors.join(' ')}`}`,
  );
}
const killed = rows.reduce((sum, row) => sum + row.killed, 0);
const total = rows.reduce((sum, row) => sum + row.total, 0);
console.log(
  `all files: ${((100 * killed) / Math.max(1, total)).toFixed(1)}% (${killed}/${total} killed); floor ${FLOOR}% per file; ${under} file(s) under it`,
);
process.exit(under > 0 ? 1 : 0);
