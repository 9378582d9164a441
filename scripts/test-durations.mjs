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
const durations = Object.fromEntries(
  testResults
    .map((file) => [
      path.relative(root, file.name).split(path.sep).join('/'),
      Math.round((file.endTime - file.startTime) / 100) / 10,
    ])
    .sort(([, a], [, b]) => b - a),
);
const target = path.join(root, 'test/timing/durations.json');
fs.writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files written to ${path.relative(root, target)}`);
