import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { agentOf } from '../../../electron/services/agents/registry';
import { DRILL_TIMEOUT_SEC } from '../../../shared/schemas/crash-run';
import { guardReport } from '../../../shared/guards/guard-report';
import { GUARD_FAILURE_MODES, type GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { clientBesideReport, GUARD_STARTED, guardCommand } from '../../helpers/crash-guard';
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

const guards = agentOf('claude-code').capabilities.guards;

async function toolRan(name: string, mode: GuardFailureMode, onFailure?: string): Promise<boolean> {
  const home = path.join(dir, name, 'home');
  const project = path.join(dir, name, 'proj');
  const marker = path.join(dir, name, 'tool-ran');
  fs.mkdirSync(path.join(project, '.claude'), { recursive: true });
  fs.mkdirSync(home, { recursive: true });
  trustClaudeProject(home, project);
  const handler = {
    type: 'command',
    command: guardCommand(path.join(dir, name), mode),
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
  expect(fs.existsSync(path.join(dir, name, GUARD_STARTED)), run.printed).toBe(true);
  return fs.existsSync(marker);
}

describe('the real Claude Code CLI and a PreToolUse guard that fails', () => {
  // The modes of each test run at once, each in its own HOME and project.
  test(
    'each failure mode lets the tool run, as the report says',
    { timeout: 150_000 },
    async () => {
      const { client, report } = await clientBesideReport({
        agent: 'claude-code',
        event: 'PreToolUse',
        version: '2.1.328',
        modes: GUARD_FAILURE_MODES,
        toolRan: (mode) => toolRan(`open-${mode}`, mode),
      });
      expect(client.every((line) => line.outcome === 'open')).toBe(true);
      expect(report).toEqual(client);
    },
  );

  test(
    'with onFailure "block", a guard that cannot start or exits 1 blocks the tool, as the report says',
    { timeout: 150_000 },
    async () => {
      const modes = ['cannot-start', 'bad-exit'] as const;
      const ran = await Promise.all(modes.map((mode) => toolRan(`closed-${mode}`, mode, 'block')));
      const report = guardReport(guards, 'PreToolUse', '2.1.328', { onFailure: 'block' });
      console.log(
        `claude 2.1.328 PreToolUse ${modes.join(', ')} + onFailure block: tool ran ${ran}`,
      );
      expect(ran).toEqual([false, false]);
      for (const mode of modes)
        expect(report?.lines.find((each) => each.mode === mode)?.outcome).toBe('closed');
    },
  );
});
