import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

// Electronegativity (Doyensec) statically checks Electron code for misconfigurations. It asks the
// network for Electron's release list unless the version is given, so it is pinned here.
describe('Electronegativity', () => {
  it('finds nothing of high severity in the Electron shell', () => {
    const report = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-eneg-')),
      'report.csv',
    );
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@doyensec/electronegativity/dist/index.js'),
        '-i',
        'electron',
        '-r',
        '-v',
        'false',
        '-e',
        '45.5.0',
        '-o',
        report,
      ],
      { cwd: root, encoding: 'utf8', timeout: 120_000 },
    );
    expect(fs.existsSync(report), run.stderr).toBe(true);
    const rows = fs.readFileSync(report, 'utf8').split('\n').slice(1).filter(Boolean);
    const high = rows.filter((row) => row.split(',')[1] === '"HIGH"');
    expect(high).toEqual([]);
    // The report must have looked at the window code at all, or an empty result means nothing.
    expect(rows.some((row) => row.includes('main/window.ts'))).toBe(true);
  });
});
