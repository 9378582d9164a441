// Refreshes test/timing/durations.json (what the longest-first sequencer reads) from the JSON
// report of a whole run: `node scripts/test-durations.mjs <vitest.json>`. `npm test` prints the
// report's path at its end.
import fs from 'node:fs';
import path from 'node:path';

const report = process.argv[2];
if (!report) {
  console.error('usage: node scripts/test-durations.mjs <vitest json report>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));

/**
 * The file's path from this checkout's root. The report may come from another checkout (a clean
 * clone's CI run), whose absolute paths lead elsewhere: the longest tail of the path that names a
 * file here is the one. A file gone from this checkout is left out.
 */
function pathHere(reported) {
  const parts = path.resolve(reported).split(path.sep).filter(Boolean);
  for (let start = 0; start < parts.length; start++) {
    const relative = parts.slice(start).join('/');
    if (fs.existsSync(path.join(root, relative))) return relative;
  }
  return null;
}

const measured = testResults.map((file) => ({
  file: pathHere(file.name),
  reported: file.name,
  seconds: Math.round((file.endTime - file.startTime) / 100) / 10,
}));
for (const { file, reported } of measured)
  if (!file) console.warn(`left out, not in this checkout: ${reported}`);
const durations = Object.fromEntries(
  measured
    .filter(({ file }) => file)
    .map(({ file, seconds }) => [file, seconds])
    .sort(([, a], [, b]) => b - a),
);
const target = path.join(root, 'test/timing/durations.json');
fs.writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files written to ${path.relative(root, target)}`);
