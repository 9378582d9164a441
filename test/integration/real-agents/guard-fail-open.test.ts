import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { agentOf } from '../../../electron/services/agents/registry';
import { CRASH_COMMANDS } from '../../../electron/services/guards/crash-commands';
import { guardReport } from '../../../shared/guards/guard-report';
import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { DRILL_TIMEOUT_SEC } from '../../../shared/schemas/crash-run';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
} from '../../helpers/real-claude';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Issue 15 §3, checked against the real `claude` (2.1.328): a PreToolUse guard that fails lets
// the Bash call run, unless the handler has onFailure "block". Hookyard's report says the same.
const { dir, cleanup } = tempDir('guard-fail-open');
afterAll(() => {
  stopFakeAnthropicServers();
  cleanup();
});

async function toolRan(name: string, mode: GuardFailureMode, onFailure?: string): Promise<boolean> {
  const home = path.join(dir, name, 'home');
  const project = path.join(dir, name, 'proj');
  const marker = path.join(dir, name, 'tool-ran');
  fs.mkdirSync(path.join(project, '.claude'), { recursive: true });
  fs.mkdirSync(home, { recursive: true });
  trustClaudeProject(home, project);
  const handler = {
    type: 'command',
    command: CRASH_COMMANDS[mode],
    ...(mode === 'timeout' ? { timeout: DRILL_TIMEOUT_SEC } : {}),
    ...(onFailure ? { onFailure } : {}),
  };
  fs.writeFileSync(
    path.join(project, '.claude', 'settings.json'),
    JSON.stringify({
      // Bash is allowed: the guard alone decides whether the call runs.
      permissions: { allow: ['Bash'] },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [handler] }] },
    }),
  );
  const run = await runRealClaude({
    scratch: path.join(dir, name, 'fake'),
    home,
    project,
    steps: [
      { tool: 'Bash', input: { command: `touch ${marker}`, description: 'mark' } },
      { text: 'done' },
    ],
  });
  expect(run.timedOut, run.printed).toBe(false);
  return fs.existsSync(marker);
}

describe('the real Claude Code CLI and a PreToolUse guard that fails', () => {
  const guards = agentOf('claude-code').capabilities.guards;
  const modes: GuardFailureMode[] = ['cannot-start', 'timeout', 'bad-exit', 'invalid-json'];

  test.each(modes)(
    'a guard that fails with %s lets the tool run, as the report says',
    { timeout: 150_000 },
    async (mode) => {
      const ran = await toolRan(`open-${mode}`, mode);
      const line = guardReport(guards, 'PreToolUse', '2.1.328', {})?.lines.find(
        (each) => each.mode === mode,
      );
      console.log(
        `claude 2.1.328 PreToolUse ${mode}: tool ran ${ran}; report says ${line?.outcome}`,
      );
      expect(ran).toBe(true);
      expect(line?.outcome).toBe('open');
    },
  );

  test.each(['cannot-start', 'bad-exit'] as const)(
    'with onFailure "block", a guard that fails with %s blocks the tool, as the report says',
    { timeout: 150_000 },
    async (mode) => {
      const ran = await toolRan(`closed-${mode}`, mode, 'block');
      const report = guardReport(guards, 'PreToolUse', '2.1.328', { onFailure: 'block' });
      console.log(`claude 2.1.328 PreToolUse ${mode} + onFailure block: tool ran ${ran}`);
      expect(ran).toBe(false);
      expect(report?.lines.find((each) => each.mode === mode)?.outcome).toBe('closed');
    },
  );
});
