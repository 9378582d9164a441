import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { auditPaths } from '../../../electron/services/history/history-paths';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

const BIN = path.resolve(__dirname, '../../../bin/hookyard.js');

// Preloaded into serve: once the URL is written, the process stalls for a moment, as a loaded
// machine can stall it between two statements. A stop sent in that moment must be handled.
const STALL_AFTER_URL = `
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  const done = write(chunk, ...rest);
  if (String(chunk).includes('running at')) {
    const until = Date.now() + 500;
    while (Date.now() < until);
  }
  return done;
};
`;

let temp: TempHome;
afterEach(() => temp.cleanup());

describe('hookyard serve stopped as soon as it prints its URL', () => {
  it('handles the SIGTERM: exits 0 and releases the audit lock', async () => {
    temp = await createTempHome();
    const preload = await temp.write('stall-after-url.cjs', STALL_AFTER_URL);
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--port', '0', '--data-dir', temp.dataDir],
      {
        env: { PATH: process.env.PATH, HOME: temp.home, NODE_OPTIONS: `--require ${preload}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const first = !output.includes('running at');
      output += chunk.toString();
      if (first && output.includes('running at')) child.kill('SIGTERM');
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    );
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(auditPaths(temp.dataDir).lock)).toBe(false);
  }, 60_000);
});
