import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { HookRunner } from '../../../electron/services/runner/hook-runner';
import type { HookRunSpec } from '../../../electron/services/runner/hook-spec';
import { runDialects } from '../../../electron/services/agents/registry';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
  writeJson,
} from '../../helpers/real-claude';
import { tempDir } from '../../unit/runner/hook-fixtures';

// The real `claude` CLI, offline, checked against Hookyard's prediction for what it did.
const { dir, cleanup } = tempDir('real-claude');
afterAll(() => {
  stopFakeAnthropicServers();
  cleanup();
});

describe('the real Claude Code CLI agrees with the runner', () => {
  test(
    'a PreToolUse hook that denies: predicted "blocked", and the agent did not run the tool',
    { timeout: 150_000 },
    async () => {
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
      trustClaudeProject(home, project);
      const run = await runRealClaude({
        scratch: dir,
        home,
        project,
        steps: [
          {
            tool: 'Bash',
            input: { command: 'touch deleted-marker.txt', description: 'make a file' },
          },
          { text: 'done' },
        ],
      });
      expect(run.timedOut, run.printed).toBe(false);
      const result = run.result;

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
      const runner = new HookRunner({ dialects: runDialects() });
      const outcome = await runner.runEvent('claude-code', 'PreToolUse', [spec], payload, {
        trusted: true,
        hostEnv: { PATH: process.env['PATH'], HOME: home, LANG: 'C.UTF-8' },
      });
      expect(outcome.verdict.kind).toBe('blocked');
      expect(outcome.verdict.reason).toBe(reason);
      // The model was told the same reason the verdict names.
      expect(run.stdout).toContain(reason);
    },
  );
});
