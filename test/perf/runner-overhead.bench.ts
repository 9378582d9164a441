import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';

import { claudeSamplePayload } from '../../electron/services/agents/claude-code/run/claude-sample-payloads';
import { HookRunner } from '../../electron/services/runner/hook-runner';
import type { HookRunSpec, RunOptions } from '../../electron/services/runner/hook-spec';
import { runDialects } from '../../electron/services/agents/registry';
import { figure, median, report } from './bench-report';

const RUNS = 300;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-bench-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const env = { PATH: process.env['PATH'] ?? '', HOME: dir, LANG: 'C.UTF-8' };
const options: RunOptions = { trusted: true, hostEnv: env };
const runner = new HookRunner({ dialects: runDialects() });
const payload = claudeSamplePayload(
  'PreToolUse',
  { workspace: dir, sessionId: 'bench', timestamp: new Date().toISOString() },
  'bash-rm',
);
// Pad the payload to about 1 KB, the size of TOOLCHAIN.md's baselines.
const stdin = JSON.stringify({
  ...payload,
  padding: 'x'.repeat(Math.max(0, 1024 - JSON.stringify(payload).length)),
});

function script(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body, { mode: 0o755 });
  return file;
}

/** The baseline: bare child_process.spawn, same stdin, stdout collected, until 'close'. */
function bareSpawn(argv: string[]): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      cwd: dir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
    child.on('error', reject);
    child.on('close', () =>
      out.length >= 0 ? resolve(performance.now() - t0) : reject(new Error('no output')),
    );
  });
}

async function viaExeca(argv: string[]): Promise<number> {
  const t0 = performance.now();
  await execa(argv[0] as string, argv.slice(1), {
    cwd: dir,
    env,
    extendEnv: false,
    input: stdin,
    reject: false,
  });
  return performance.now() - t0;
}

function spec(id: string, argv: string[]): HookRunSpec {
  return {
    id,
    agent: 'cline-cli',
    event: 'PreToolUse',
    scope: 'user',
    sourcePath: argv.at(-1) ?? id,
    workspaceRoot: dir,
    argv,
  };
}

async function viaRunner(argv: string[]): Promise<number> {
  const t0 = performance.now();
  const outcome = await runner.runHook(spec('bench', argv), JSON.parse(stdin), {
    ...options,
    stdin,
  });
  if (outcome.status !== 'completed') throw new Error(`hook failed: ${outcome.status}`);
  return performance.now() - t0;
}

/** Interleaves the variants run by run, so machine noise hits them alike. */
async function compare(name: string, argv: string[], runs = RUNS): Promise<void> {
  const bare: number[] = [];
  const ours: number[] = [];
  const viaExecaRuns: number[] = [];
  for (let i = 0; i < 5; i++) await bareSpawn(argv);
  for (let i = 0; i < runs; i++) {
    bare.push(await bareSpawn(argv));
    ours.push(await viaRunner(argv));
    viaExecaRuns.push(await viaExeca(argv));
  }
  report(`runner overhead, ${name}`, median(ours), median(bare), 'ms', '<= 1.10');
  // Run-by-run ratios are less sensitive to load drifting during the loop.
  figure(
    `runner overhead, ${name}, median of paired ratios`,
    median(ours.map((t, i) => t / (bare[i] ?? t))),
    'x',
    '<= 1.10',
  );
  report(`execa vs spawn, ${name}`, median(viaExecaRuns), median(bare), 'ms', 'information');
  expect(ours.length).toBe(runs);
}

function exists(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

describe('runner overhead', () => {
  test('bash {} hook: runner vs bare spawn (and execa)', async () => {
    await compare('bash {} hook', ['bash', script('bash-hook.sh', "input=$(cat); printf '{}'\n")]);
  });

  test('jq hook, when jq is installed', async () => {
    const jq = ['/usr/bin/jq', '/usr/local/bin/jq'].find(exists);
    if (!jq) return console.log('jq hook: skipped (jq not installed)');
    await compare('jq hook', [jq, '-c', '{}'], 100);
  });

  test('/usr/bin/python3 hook, when present', async () => {
    if (!exists('/usr/bin/python3'))
      return console.log('python3 hook: skipped (/usr/bin/python3 missing)');
    const file = script('hook.py', 'import json, sys\njson.load(sys.stdin)\nprint("{}")\n');
    await compare('python3 hook', ['/usr/bin/python3', file], 100);
  });

  test('Claude PreToolUse with 20 parallel hooks vs the sum of 20 single runs', async () => {
    const hook = script('claude-hook.sh', "input=$(cat); printf '{}'\n");
    const specs: HookRunSpec[] = Array.from({ length: 20 }, (_, i) => ({
      id: `h${i}`,
      agent: 'claude-code',
      event: 'PreToolUse',
      scope: 'user',
      sourcePath: path.join(dir, 'settings.json'),
      workspaceRoot: dir,
      matcher: 'Bash',
      // Distinct commands: identical ones would be de-duplicated into one run.
      handler: { type: 'command', command: `bash ${hook} ${i}` },
    }));
    const events: number[] = [];
    const sums: number[] = [];
    for (let round = 0; round < 15; round++) {
      const t0 = performance.now();
      const outcome = await runner.runEvent('claude-code', 'PreToolUse', specs, payload, options);
      events.push(performance.now() - t0);
      expect(outcome.hooks).toHaveLength(20);
      let sum = 0;
      for (const single of specs) {
        const t1 = performance.now();
        await runner.runHook(single, payload, options);
        sum += performance.now() - t1;
      }
      sums.push(sum);
    }
    report(
      '20-hook PreToolUse event vs sum of 20 single runs',
      median(events),
      median(sums),
      'ms',
      'well below 1 on 2 cores',
    );
    figure('20-hook PreToolUse event, median wall time', median(events), 'ms');
  });
});
