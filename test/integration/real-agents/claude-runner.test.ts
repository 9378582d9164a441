import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { HookRunner } from '../../../electron/services/runner/hook-runner';
import type { HookRunSpec } from '../../../electron/services/runner/hook-spec';
import { createRunDialects } from '../../../electron/services/runner/run-dialects';
import { runProcess } from '../../../electron/services/runner/run-process';
import { sharedPath } from '../../helpers/shared-dir';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Drives the real `claude` CLI offline against ../shared/clients/claude/fake-anthropic.mjs
// (see that folder's README) and checks Hookyard's prediction against what the agent did.
const CLAUDE = path.resolve('node_modules/.bin/claude');
const FAKE = sharedPath('clients', 'claude', 'fake-anthropic.mjs');
const RUN_TIMEOUT_MS = 90_000;

const { dir, cleanup } = tempDir('real-claude');
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  cleanup();
});

function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
}

async function startFakeApi(script: unknown): Promise<number> {
  const portFile = path.join(dir, 'port');
  writeJson(path.join(dir, 'fake-script.json'), script);
  const child = spawn(process.execPath, [FAKE], {
    env: {
      PATH: process.env['PATH'],
      FAKE_PORT_FILE: portFile,
      FAKE_SCRIPT: path.join(dir, 'fake-script.json'),
      FAKE_MAX_SECONDS: '120',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  for (let i = 0; i < 100 && !fs.existsSync(portFile); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (!fs.existsSync(portFile))
    throw new Error('the fake Anthropic server did not start within 5 s');
  return Number(fs.readFileSync(portFile, 'utf8'));
}

describe('the real Claude Code CLI agrees with the runner', () => {
  test(
    'a PreToolUse hook that denies: predicted "blocked", and the agent did not run the tool',
    { timeout: 150_000 },
    async () => {
      // Both are part of the project's setup: the CLI is a pinned devDependency.
      expect(fs.existsSync(CLAUDE) && fs.existsSync(FAKE)).toBe(true);
      const home = path.join(dir, 'home');
      const project = path.join(dir, 'proj');
      const captured = path.join(dir, 'captured-stdin.json');
      fs.mkdirSync(home, { recursive: true });
      fs.mkdirSync(project, { recursive: true });
      const reason = 'rm is not allowed here';
      const command = `cat > ${captured}; echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"${reason}"}}'`;
      writeJson(path.join(project, '.claude', 'settings.json'), {
        permissions: { allow: ['Bash'] },
        hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command }] }] },
      });
      writeJson(path.join(home, '.claude.json'), {
        projects: { [project]: { hasTrustDialogAccepted: true } },
      });
      const port = await startFakeApi({
        steps: [
          {
            tool: 'Bash',
            input: { command: 'touch deleted-marker.txt', description: 'make a file' },
          },
          { text: 'done' },
        ],
      });

      const run = await runProcess({
        argv: [
          CLAUDE,
          '-p',
          'please do the task',
          '--output-format',
          'stream-json',
          '--verbose',
          '--include-hook-events',
        ],
        cwd: project,
        env: {
          PATH: process.env['PATH'] ?? '',
          HOME: home,
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
        },
        stdin: '',
        timeoutMs: RUN_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        killGraceMs: 0,
        closeGraceMs: 2_000,
        capBytes: 16 * 1024 * 1024,
      });
      expect(run.timedOut).toBe(false);
      const lines = run.stdout.text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const result = lines.filter((line) => line['type'] === 'result').at(-1) as
        { permission_denials?: unknown[] } | undefined;

      // What the agent did: the tool never ran and the call is listed as denied.
      expect(fs.existsSync(path.join(project, 'deleted-marker.txt'))).toBe(false);
      expect(result?.permission_denials?.length).toBe(1);

      // What Hookyard predicts for the payload the agent actually sent.
      const payload = JSON.parse(fs.readFileSync(captured, 'utf8')) as Record<string, unknown>;
      expect(payload).toMatchObject({
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        cwd: project,
      });
      const spec: HookRunSpec = {
        id: 'real-deny',
        agent: 'claude-code',
        event: 'PreToolUse',
        scope: 'workspace',
        sourcePath: path.join(project, '.claude', 'settings.json'),
        workspaceRoot: project,
        matcher: 'Bash',
        handler: { type: 'command', command },
      };
      const runner = new HookRunner({ dialects: createRunDialects() });
      const outcome = await runner.runEvent('claude-code', 'PreToolUse', [spec], payload, {
        trusted: true,
        hostEnv: { PATH: process.env['PATH'], HOME: home, LANG: 'C.UTF-8' },
      });
      expect(outcome.verdict.kind).toBe('blocked');
      expect(outcome.verdict.reason).toBe(reason);
      // The model was told the same reason the verdict names.
      expect(run.stdout.text).toContain(reason);
    },
  );
});
