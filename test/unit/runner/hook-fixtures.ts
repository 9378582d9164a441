import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { HookRunSpec, RunOptions } from '../../../electron/services/runner/hook-spec';
import type { ProcessRequest } from '../../../electron/services/runner/run-process';
import { textOutput } from '../../../electron/services/runner/output-capture';
import type { RunFacts } from '../../../electron/services/agents/run-dialect';
import type { RunText } from '../../../shared/i18n/run-text';
import type { AgentId } from '../../../shared/schemas/agent';
import type { HookControl, HookRunOutcome } from '../../../shared/schemas/run';

/** A temp folder for one test file; `cleanup` removes it. */
export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hookyard-${prefix}-`));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Writes an executable bash script (the body follows the shebang) and returns its path. */
export function writeScript(dir: string, name: string, body: string, mode = 0o755): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `#!/bin/bash\n${body}\n`, { mode });
  fs.chmodSync(file, mode);
  return file;
}

/**
 * Run options for tests: a private HOME (so bash reads no real dotfiles) and a marker variable
 * that lets a test find every process a hook started.
 */
export function testOptions(home: string, more: Partial<RunOptions> = {}): RunOptions {
  return {
    trusted: true,
    hostEnv: { PATH: process.env['PATH'], HOME: home, LANG: 'C.UTF-8' },
    ...more,
  };
}

let counter = 0;

/** A spec for a Cline hook file, run as `bash <file>` by default. */
export function fileSpec(
  agent: AgentId,
  event: string,
  file: string,
  workspace: string,
  argv?: string[],
): HookRunSpec {
  counter += 1;
  return {
    id: `hook-${counter}`,
    agent,
    event,
    scope: 'user',
    sourcePath: file,
    workspaceRoot: workspace,
    argv: argv ?? (agent === 'cline-vscode' ? [file] : ['bash', file]),
  };
}

/** A spec for a Claude Code command hook. */
export function commandSpec(
  event: string,
  command: string,
  workspace: string,
  more: Partial<HookRunSpec['handler']> = {},
): HookRunSpec {
  counter += 1;
  return {
    id: `claude-${counter}`,
    agent: 'claude-code',
    event,
    scope: 'user',
    sourcePath: path.join(workspace, '.claude', 'settings.json'),
    workspaceRoot: workspace,
    matcher: null,
    handler: { type: 'command', command, ...more },
  };
}

/** A process run as the runner asks for one: a small environment in `dir`, a 5 s timeout. */
export function processRequest(
  argv: string[],
  dir: string,
  more: Partial<ProcessRequest> = {},
): ProcessRequest {
  return {
    argv,
    cwd: dir,
    env: { PATH: process.env['PATH'] ?? '', HOME: dir, LANG: 'C.UTF-8' },
    stdin: '{"hook_event_name":"PreToolUse"}',
    timeoutMs: 5_000,
    killSignal: 'SIGTERM',
    killGraceMs: 200,
    closeGraceMs: 1_000,
    ...more,
  };
}

/** A fresh marker value to tag the processes of one test. */
export function newMarker(): string {
  return `hookyard-test-${randomUUID()}`;
}

/** The pids of live processes whose environment or command line carries `marker` (Linux /proc). */
export function markedPids(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    for (const file of ['environ', 'cmdline']) {
      try {
        if (fs.readFileSync(`/proc/${entry}/${file}`).includes(marker)) {
          pids.push(Number(entry));
          break;
        }
      } catch {
        // The process ended while scanning, or is not ours.
      }
    }
  }
  return pids;
}

/** Counts live processes whose environment or command line carries `marker`. */
export function countMarked(marker: string): number {
  return markedPids(marker).length;
}

/** Kills what a failed test left behind, so that the next test does not inherit it. */
export function killMarked(marker: string): void {
  for (const pid of markedPids(marker)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Finished-run facts for pure interpretation tests; stdout/stderr given as text. */
export function runFacts(
  more: Partial<Omit<RunFacts, 'stdout' | 'stderr'>> & { stdout?: string; stderr?: string } = {},
): RunFacts {
  const { stdout = '', stderr = '', ...rest } = more;
  return {
    hookId: 'h1',
    label: 'hook',
    agent: 'claude-code',
    event: 'PreToolUse',
    status: 'completed',
    argv: ['bash', '-c', 'hook'],
    url: null,
    cwd: '/tmp',
    pid: 1,
    startedAt: '2026-11-30T00:00:00.000Z',
    endedAt: '2026-11-30T00:00:00.010Z',
    durationMs: 10,
    timeoutMs: 600_000,
    exitCode: 0,
    signal: null,
    timedOut: false,
    httpStatus: null,
    stdout: textOutput(stdout),
    stderr: textOutput(stderr),
    spawnError: null,
    notes: [],
    background: false,
    envFile: null,
    leftoversKilled: false,
    ...rest,
  };
}

/** A finished outcome (facts plus a reading), for combine tests. */
export function runOutcome(
  facts: RunFacts,
  control: HookControl | null,
  parseErrors: RunText[] = [],
): HookRunOutcome {
  return { ...facts, control, parseErrors };
}
