import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { whyRowOf } from '../../../electron/services/history/why-rows';
import type { HistoryEntry, HistoryEntryFilter } from '../../../shared/schemas/history';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
} from '../../helpers/real-claude';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// Must show (issue 15 §4): a Why row for a real `claude -p` run decided by a settings permission
// rule (the rule, its file and line) and for one decided by a hook (its verdict and reason).
let temp: TempHome;
let services: AppServices;

beforeEach(async () => {
  temp = await createTempHome();
  services = await createTestServices(temp);
});
afterEach(async () => {
  await services.dispose();
  await temp.cleanup();
});
afterAll(() => stopFakeAnthropicServers());

function entries(filter: HistoryEntryFilter): HistoryEntry[] {
  return services.audit.service.query({ filter, limit: 500, order: 'asc' }).entries;
}

async function project(settings: string): Promise<string> {
  const folder = await temp.mkdir('proj');
  fs.mkdirSync(path.join(folder, '.claude'));
  fs.writeFileSync(path.join(folder, '.claude', 'settings.json'), settings);
  trustClaudeProject(temp.home, folder);
  return folder;
}

describe('the Why row of a real claude -p run', () => {
  test(
    'a call denied by a deny rule names that rule, its file and its line; an allow rule is found for a compound call',
    { timeout: 120_000 },
    async () => {
      // The deny rule is on line 4, the allow rule on line 7.
      const folder = await project(
        '{\n  "permissions": {\n    "deny": [\n      "Bash(rm *)"\n    ],\n    "allow": [\n      "Bash(echo ok*)"\n    ]\n  }\n}\n',
      );
      const run = await runRealClaude({
        scratch: path.join(temp.root, 'fake'),
        home: temp.home,
        project: folder,
        steps: [
          { tool: 'Bash', input: { command: 'rm -rf nothing-here', description: 'remove' } },
          { tool: 'Bash', input: { command: 'echo ok there', description: 'say ok' } },
          { text: 'done' },
        ],
      });
      expect(run.timedOut, run.printed).toBe(false);
      expect((await services.audit.service.importNow()).error).toBeNull();

      const byRule = entries({ decidedBy: 'rule' });
      expect(byRule.map((entry) => entry.outcome)).toEqual(['deny', 'allow']);
      const settings = path.join(folder, '.claude', 'settings.json');
      const denied = whyRowOf(services.audit.service, byRule[0]?.id ?? '');
      expect(denied?.tool).toBe('Bash');
      expect(denied?.steps.map((step) => step.decision)).toEqual([
        {
          by: 'rule',
          verdict: 'deny',
          layer: 'projectSettings',
          rule: 'Bash(rm *)',
          file: settings,
          line: 4,
        },
      ]);
      // Claude Code names no layer for an allowed compound call: every layer is searched.
      const allowed = whyRowOf(services.audit.service, byRule[1]?.id ?? '');
      expect(allowed?.steps[0]?.decision).toMatchObject({
        by: 'rule',
        verdict: 'allow',
        rule: 'Bash(echo ok*)',
        file: settings,
        line: 7,
      });
      expect(entries({ decidedBy: 'hook' })).toEqual([]);
      expect(entries({ decidedBy: 'me' })).toEqual([]);
    },
  );

  test(
    "a call denied by a hook shows the hook's verdict and reason, on the recorder's event of the same call too",
    { timeout: 120_000 },
    async () => {
      const deny = JSON.stringify({
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: 'no deletes in this project',
        },
      });
      const hooks = {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `echo '${deny}'` }] }],
      };
      const folder = await project(JSON.stringify({ hooks }, null, 2));
      const workspace = await services.workspaces.add({ roots: [folder] });
      const scope = { kind: 'workspace' as const, workspaceId: workspace.id };
      await services.recorder.install({ agent: 'claude-code', scope });
      const run = await runRealClaude({
        scratch: path.join(temp.root, 'fake'),
        home: temp.home,
        project: folder,
        steps: [
          { tool: 'Bash', input: { command: 'rm -rf build', description: 'clean' } },
          { text: 'done' },
        ],
      });
      expect(run.timedOut, run.printed).toBe(false);
      expect((await services.audit.service.importNow()).error).toBeNull();

      const byHook = entries({ decidedBy: 'hook' });
      expect(byHook).toHaveLength(1);
      const event = entries({ source: 'recorder', event: 'PreToolUse' })[0];
      expect(event?.tool).toBe('Bash');
      // The recorder's event and the transcript's decision are one tool call: one Why row.
      for (const id of [byHook[0]?.id ?? '', event?.id ?? '']) {
        const row = whyRowOf(services.audit.service, id);
        expect(row?.entryIds).toEqual(expect.arrayContaining([byHook[0]?.id, event?.id]));
        expect(row?.steps.map((step) => step.decision)).toEqual([
          {
            by: 'hook',
            verdict: 'deny',
            reason: expect.stringContaining('no deletes in this project'),
          },
        ]);
      }
      expect(entries({ decidedBy: 'rule' })).toEqual([]);
    },
  );
});
