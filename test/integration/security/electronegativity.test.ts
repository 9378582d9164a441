import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

// Electronegativity (Doyensec) statically checks Electron code for misconfigurations. It asks the
// network for Electron's release list unless the version is given, so it is pinned here. It still
// asks for translations and the release list: no-network.mjs makes those lookups fail at once
// (offline, as on CI) instead of after the resolver's timeout (12.5 s → 3 s a run, same report).
/** Runs Electronegativity over `electron/` in `cwd`; the rows of its CSV report. */
function electronegativity(cwd: string): string[] {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-eneg-')), 'report.csv');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      pathToFileURL(path.join(root, 'test/helpers/no-network.mjs')).href,
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
    { cwd, encoding: 'utf8', timeout: 120_000 },
  );
  expect(fs.existsSync(report), run.stderr).toBe(true);
  return fs.readFileSync(report, 'utf8').split('\n').slice(1).filter(Boolean);
}

const highRows = (rows: string[]) => rows.filter((row) => row.split(',')[1] === '"HIGH"');

describe('Electronegativity', () => {
  it('finds nothing of high severity in the Electron shell', () => {
    const rows = electronegativity(root);
    expect(highRows(rows)).toEqual([]);
    // The report must have looked at the window code at all, or an empty result means nothing.
    expect(rows.some((row) => row.includes('main/window.ts'))).toBe(true);
  });

  it("sees the window's options: the same shell without context isolation is of high severity", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-eneg-copy-'));
    fs.cpSync(path.join(root, 'electron'), path.join(copy, 'electron'), { recursive: true });
    const window = path.join(copy, 'electron/main/window.ts');
    const source = fs.readFileSync(window, 'utf8');
    expect(source).toContain('contextIsolation: true');
    fs.writeFileSync(window, source.replace('contextIsolation: true', 'contextIsolation: false'));
    try {
      expect(highRows(electronegativity(copy))).toEqual([
        expect.stringMatching(/^CONTEXT_ISOLATION_JS_CHECK,.*"main\/window\.ts"/),
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
