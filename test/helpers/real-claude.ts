import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { runProcess } from '../../electron/services/runner/run-process';
import { waitForPortFile } from './port-file';
import { sharedPath } from './shared-dir';

// Drives the real `claude` CLI (a pinned devDependency) offline against
// ../shared/clients/claude/fake-anthropic.mjs (see that folder's README for the script format).
export const CLAUDE_BIN = path.resolve('node_modules/.bin/claude');
/** The installed Claude Code's version (its package's), e.g. "2.1.328". */
export function claudeVersion(): string {
  const file = path.resolve('node_modules/@anthropic-ai/claude-code/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export const FAKE_ANTHROPIC = sharedPath('clients', 'claude', 'fake-anthropic.mjs');
const RUN_TIMEOUT_MS = 90_000;

/** One scripted model reply: a tool call, or the final text. */
export type FakeClaudeStep = { tool: string; input: Record<string, unknown> } | { text: string };

export interface ClaudeRun {
  /** Every stream-json line the CLI printed. */
  lines: Array<Record<string, unknown>>;
  /** The final `result` line. */
  result: { permission_denials?: unknown[]; result?: string } | undefined;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  exitCode: number | null;
  /** The end of what the CLI printed: the message of an assertion about a run that went wrong. */
  printed: string;
}

const started: ChildProcess[] = [];

/** Kills every fake server this module started; call from afterAll. */
export function stopFakeAnthropicServers(): void {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
}

export function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
}

/**
 * The folder whose record in `~/.claude.json` decides whether `claude` trusts `project`: Claude
 * Code 2.1.328 keys trust on the enclosing git repository's top level, and on the folder itself
 * only outside any repository (seen with the real client: a project inside a git repository, with
 * only its own folder trusted, gets "Ignoring 1 permissions.allow entry ... set
 * projects[<repo top>].hasTrustDialogAccepted"). A temp project's parents are not ours to control.
 */
export function claudeTrustKey(project: string): string {
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], {
    cwd: project,
    encoding: 'utf8',
  });
  return top.status === 0 && top.stdout.trim() ? fs.realpathSync(top.stdout.trim()) : project;
}

/** Marks the project as trusted in HOME, as the agent's own trust dialog would. */
export function trustClaudeProject(home: string, project: string): void {
  writeJson(path.join(home, '.claude.json'), {
    projects: { [claudeTrustKey(project)]: { hasTrustDialogAccepted: true } },
  });
}

async function startFakeAnthropic(scratch: string, steps: FakeClaudeStep[]): Promise<number> {
  fs.mkdirSync(scratch, { recursive: true });
  const portFile = path.join(scratch, 'fake-port');
  const script = path.join(scratch, 'fake-script.json');
  writeJson(script, { steps });
  const child = spawn(process.execPath, [FAKE_ANTHROPIC], {
    env: {
      PATH: process.env['PATH'],
      FAKE_PORT_FILE: portFile,
      FAKE_SCRIPT: script,
      FAKE_MAX_SECONDS: '120',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return waitForPortFile(portFile, 'the fake Anthropic server');
}

export interface ClaudeScenario {
  /** A scratch folder for the fake server's files. */
  scratch: string;
  home: string;
  project: string;
  steps: FakeClaudeStep[];
  prompt?: string;
  /** Extra environment for the CLI (for example NODE_EXTRA_CA_CERTS). */
  env?: Record<string, string>;
  /** Extra CLI arguments (for example `--setting-sources user`). */
  args?: string[];
}

/** `claude -p` with stream-json output in a HOME and project the caller prepared. */
export async function runRealClaude(scenario: ClaudeScenario): Promise<ClaudeRun> {
  if (!fs.existsSync(CLAUDE_BIN)) throw new Error(`the claude CLI is missing at ${CLAUDE_BIN}`);
  const port = await startFakeAnthropic(scenario.scratch, scenario.steps);
  const run = await runProcess({
    argv: [
      CLAUDE_BIN,
      '-p',
      scenario.prompt ?? 'please do the task',
      '--output-format',
      'stream-json',
      '--verbose',
      '--include-hook-events',
      ...(scenario.args ?? []),
    ],
    cwd: scenario.project,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: scenario.home,
      LANG: 'C.UTF-8',
      TERM: 'dumb',
      SHELL: '/bin/bash',
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
      ANTHROPIC_API_KEY: 'dummy',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_TELEMETRY: '1',
      DISABLE_ERROR_REPORTING: '1',
      DISABLE_AUTOUPDATER: '1',
      NO_PROXY: '127.0.0.1,localhost',
      ...scenario.env,
    },
    stdin: '',
    timeoutMs: RUN_TIMEOUT_MS,
    killSignal: 'SIGKILL',
    killGraceMs: 0,
    closeGraceMs: 2_000,
    capBytes: 16 * 1024 * 1024,
  });
  const lines = run.stdout.text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    lines,
    result: lines.filter((line) => line['type'] === 'result').at(-1) as ClaudeRun['result'],
    stdout: run.stdout.text,
    stderr: run.stderr.text,
    timedOut: run.timedOut,
    exitCode: run.exitCode,
    printed: `claude (timed out: ${run.timedOut}, exit ${run.exitCode}) printed:\n${run.stdout.text.slice(-3000)}\n${run.stderr.text.slice(-2000)}`,
  };
}
