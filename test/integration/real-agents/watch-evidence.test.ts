import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import type { WatchedHook } from '../../../shared/schemas/evidence';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
  writeJson,
} from '../../helpers/real-claude';
import { killClineProcessesUnder, makeClineWorld, runRealCline } from '../../helpers/real-cline';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// Issue 15 must-show: a watched hook's real runs appear with surface and exit code (the real
// `claude -p` and the real Cline CLI), and with `--setting-sources user` (Claude Code then reads
// no project settings) the same project hook is flagged silent, with the recorder's evidence.
let temp: TempHome;
let services: AppServices;

beforeEach(async () => {
  temp = await createTempHome();
  services = await createTestServices(temp);
});
afterEach(async () => {
  await services.dispose();
  killClineProcessesUnder(temp.root);
  await temp.cleanup();
});
afterAll(() => stopFakeAnthropicServers());

/** Imports the spool until `done` holds for the watched hooks (Cline may still be writing). */
async function evidenceUntil(
  scope: InventoryScope,
  done: (hooks: WatchedHook[]) => boolean,
): Promise<WatchedHook[]> {
  let hooks: WatchedHook[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    expect((await services.audit.service.importNow()).error).toBeNull();
    hooks = await services.evidence.list(scope);
    if (done(hooks)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return hooks;
}

async function watchOnly(scope: InventoryScope, sourcePath: string): Promise<void> {
  const rows = (await services.inventory.get(scope)).hooks;
  const row = rows.find((hook) => hook.sourcePath === sourcePath);
  if (!row) throw new Error(`no row for ${sourcePath}`);
  await services.editing.watch.watch({ scope, hookId: row.id, contentHash: row.contentHash });
}

describe('watching a hook with the real agents', () => {
  test(
    'claude -p: the project hook runs are recorded with surface and exit code; with --setting-sources user it is flagged silent',
    { timeout: 240_000 },
    async () => {
      const project = await temp.mkdir('proj');
      const settings = path.join(project, '.claude', 'settings.json');
      writeJson(settings, {
        permissions: { allow: ['Bash'] },
        hooks: {
          PreToolUse: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: 'echo guard-ok >&2; exit 0' }] },
          ],
        },
      });
      trustClaudeProject(temp.home, project);
      const workspace = await services.workspaces.add({ roots: [project] });
      const scope = { kind: 'workspace' as const, workspaceId: workspace.id };
      await services.recorder.install({ agent: 'claude-code', scope: { kind: 'user' } });
      await watchOnly(scope, settings);
      const run = (label: string, args: string[] = []) =>
        runRealClaude({
          scratch: path.join(temp.root, `fake-${label}`),
          home: temp.home,
          project,
          args,
          steps: [
            { tool: 'Bash', input: { command: `echo ${label}`, description: label } },
            { text: 'done' },
          ],
        });

      const first = await run('watched');
      expect(first.timedOut, first.printed).toBe(false);
      const [watched] = await evidenceUntil(scope, (hooks) => (hooks[0]?.runs.length ?? 0) >= 1);
      expect(watched?.runs).toHaveLength(1);
      expect(watched?.lastRun).toMatchObject({
        surface: 'claude-code:print',
        exitCode: 0,
        outcome: 'success',
        signal: null,
      });
      expect(watched?.lastRun?.sessionId).toBe(
        first.lines.find((l) => l['session_id'])?.['session_id'],
      );
      expect(watched).toMatchObject({
        runs7d: 1,
        failures7d: 0,
        silent: null,
        event: 'PreToolUse',
      });
      expect(watched?.hookIds).toHaveLength(1);
      const entry = services.audit.service.entry(watched?.lastRun?.id ?? '');
      expect(entry).toMatchObject({ kind: 'hook-run', event: 'PreToolUse', tool: 'Bash' });
      expect(entry?.meta).toMatchObject({ stderrBytes: 'guard-ok\n'.length, stdoutBytes: 0 });

      const second = await run('user-only', ['--setting-sources', 'user']);
      expect(second.timedOut, second.printed).toBe(false);
      const [flagged] = await evidenceUntil(scope, (hooks) => hooks[0]?.silent != null);
      expect(flagged?.runs).toHaveLength(1);
      expect(flagged?.silent?.surfaces).toEqual([
        { surface: 'claude-code:print', fired: 2, ran: 1, missed: 1 },
      ]);
      const evidence = services.audit.service.entry(flagged?.silent?.evidence[0] ?? '');
      expect(evidence).toMatchObject({
        kind: 'agent-event',
        source: 'recorder',
        event: 'PreToolUse',
        tool: 'Bash',
        sessionId: second.lines.find((l) => l['session_id'])?.['session_id'],
      });
    },
  );

  test(
    'Cline CLI: the runs of a watched user-level hook file appear, as the CLI',
    { timeout: 300_000 },
    async () => {
      const world = makeClineWorld(temp.root);
      expect(world.home).toBe(temp.home);
      const file = path.join(world.home, '.cline', 'hooks', 'PreToolUse');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `#!/bin/bash\ncat >/dev/null\nprintf '{}'\n`, { mode: 0o755 });
      const workspace = await services.workspaces.add({ roots: [world.ws] });
      const scope = { kind: 'workspace' as const, workspaceId: workspace.id };
      await watchOnly(scope, file);

      await runRealCline(world);
      const [watched] = await evidenceUntil(scope, (hooks) => (hooks[0]?.runs.length ?? 0) >= 1);
      expect(watched?.runs.length).toBeGreaterThanOrEqual(1);
      expect(watched?.lastRun).toMatchObject({
        surface: 'cline-cli:cli',
        exitCode: 0,
        outcome: 'success',
      });
      expect(watched?.lastRun?.sessionId).toEqual(expect.any(String));
    },
  );
});
