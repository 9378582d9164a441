import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { createRunDialects } from '../../../electron/services/runner/run-dialects';
import { installClineCli } from '../../helpers/cline-cli';
import { sharedPath } from '../../helpers/shared-dir';

// Drives the real `cline` CLI 3.0.65 offline against ../shared/clients/cline/fake-openai-server.mjs
// and checks Hookyard's prediction for the payload the agent really sent against what it did.
const FAKE = sharedPath('clients', 'cline', 'fake-openai-server.mjs');
const PROMPT = 'Please read README.txt and tell me what it says.';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-real-cline-'));
const children: ChildProcess[] = [];
let cline = '';

beforeAll(() => {
  cline = installClineCli();
}, 300_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // The CLI may leave a hub daemon whose command line names our scratch folder: stop it by PID.
  const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  for (const line of ps.stdout.split('\n')) {
    const [pid, ...args] = line.trim().split(/\s+/);
    if (pid && args.join(' ').includes(root) && Number(pid) !== process.pid) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
});

interface AgentRun {
  completions: Array<{ body: string }>;
  payload: Record<string, unknown>;
  hook: string;
  ws: string;
}

/** One offline `cline` run in a fresh HOME and git workspace with one PreToolUse hook. */
async function runCline(name: string, hookAnswer: string): Promise<AgentRun> {
  const scratch = path.join(root, name);
  const home = path.join(scratch, 'home');
  const ws = path.join(scratch, 'ws');
  const captured = path.join(scratch, 'stdin.json');
  fs.mkdirSync(path.join(ws, '.cline', 'hooks'), { recursive: true });
  fs.mkdirSync(home, { recursive: true });
  fs.writeFileSync(path.join(ws, 'README.txt'), 'hello from README\n');
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: ws });
  const hook = path.join(ws, '.cline', 'hooks', 'PreToolUse');
  fs.writeFileSync(hook, `#!/bin/bash\ncat > '${captured}'\nprintf '%s' '${hookAnswer}'\n`, {
    mode: 0o755,
  });

  const log = path.join(scratch, 'server.jsonl');
  const portFile = path.join(scratch, 'port');
  const server = spawn(process.execPath, [FAKE], {
    env: {
      PATH: process.env.PATH,
      FAKE_PORT_FILE: portFile,
      FAKE_LOG: log,
      FAKE_READ_PATH: path.join(ws, 'README.txt'),
      FAKE_TTL_S: '90',
    },
    stdio: 'ignore',
  });
  children.push(server);
  for (let i = 0; i < 100 && !fs.existsSync(portFile); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const port = fs.readFileSync(portFile, 'utf8').trim();

  const env = {
    PATH: process.env.PATH,
    HOME: home,
    CLINE_DIR: path.join(home, '.cline'),
    CLINE_DATA_DIR: path.join(home, '.cline', 'data'),
    CLINE_SESSION_BACKEND_MODE: 'local',
    CLINE_TELEMETRY_DISABLED: '1',
    CLINE_NO_AUTO_UPDATE: '1',
    NO_UPDATE_NOTIFIER: '1',
    CLINE_DISABLE_CLINE_PASS_NOTICE: '1',
  };
  const auth = spawnSync(
    cline,
    [
      'auth',
      '-p',
      'openai-compatible',
      '-k',
      'sk-fake-offline',
      '-m',
      'fake-model',
      '-b',
      `http://127.0.0.1:${port}/v1`,
    ],
    { env, encoding: 'utf8', timeout: 60_000 },
  );
  expect(auth.status, auth.stderr).toBe(0);
  spawnSync(cline, ['-c', ws, '--verbose', PROMPT], {
    cwd: ws,
    env,
    encoding: 'utf8',
    timeout: 90_000,
    input: '',
  });
  server.kill('SIGKILL');

  const completions = fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { url?: string; body?: unknown })
    .filter((entry) => entry.url?.includes('/chat/completions'))
    .map((entry) => ({ body: JSON.stringify(entry.body ?? '') }));
  return { completions, payload: JSON.parse(fs.readFileSync(captured, 'utf8')), hook, ws };
}

/** Hookyard's prediction for the payload the agent sent, with the same hook file. */
function predict(run: AgentRun) {
  const runner = new HookRunner({ dialects: createRunDialects() });
  return runner.runEvent(
    'cline-cli',
    'PreToolUse',
    [
      {
        id: 'hook',
        agent: 'cline-cli',
        event: 'PreToolUse',
        scope: 'workspace',
        sourcePath: run.hook,
        workspaceRoot: run.ws,
        argv: ['bash', run.hook],
      },
    ],
    run.payload,
    { trusted: true, hostEnv: process.env, cwd: run.ws },
  );
}

describe('the real Cline CLI agrees with the runner', () => {
  it(
    'a PreToolUse hook that cancels: predicted "the run stops", and the agent never sent the tool result',
    { timeout: 150_000 },
    async () => {
      const run = await runCline('cancel', '{"cancel": true, "errorMessage": "blocked by policy"}');
      expect(run.payload.hookName).toBe('tool_call');
      // The tool did not run: no second model request carrying its result.
      expect(run.completions).toHaveLength(1);
      const outcome = await predict(run);
      expect(outcome.verdict.kind).toBe('run-stopped');
    },
  );

  it(
    'a PreToolUse hook that adds context: predicted "context added", and the model received it',
    { timeout: 150_000 },
    async () => {
      const run = await runCline('context', 'HOOK_CONTROL\t{"context": "ctx-from-hookyard-test"}');
      const later = run.completions
        .slice(1)
        .map((request) => request.body)
        .join('\n');
      expect(later).toContain('ctx-from-hookyard-test');
      const outcome = await predict(run);
      expect(outcome.verdict.kind).toBe('context-added');
      expect(outcome.verdict.sentence).toContain('ctx-from-hookyard-test');
    },
  );
});
