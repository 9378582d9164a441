import path from 'node:path';

import { expect, test } from 'vitest';

import { runAuditCli } from '../../../electron/cli/commands/audit';
import { openTestStore, tempDir } from '../../unit/history/history-test-kit';

// The running app holds the audit store (here: this process, as the app would); the CLI cannot
// import then, and must say what to do instead of a bare pid.
test('audit import while the app holds the store says how to go on', async () => {
  const root = tempDir();
  const dataDir = path.join(root, 'data');
  openTestStore({ dataDir });
  const stderr: string[] = [];
  const code = await runAuditCli(
    ['import', '--data-dir', dataDir],
    { out: () => {}, err: (line) => stderr.push(line) },
    {
      env: { HOME: path.join(root, 'home'), PATH: process.env.PATH },
      signal: new AbortController().signal,
    },
  );
  expect(code).toBe(1);
  const said = stderr.join('\n');
  expect(said).toContain(`another Hookyard process (pid ${process.pid}`);
  expect(said).toContain('imports new records from the recorder');
  expect(said).toContain('quit that Hookyard');
});
