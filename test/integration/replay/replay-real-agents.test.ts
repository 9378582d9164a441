import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  dispatch,
  type ChannelName,
  type RequestOf,
  type ResponseOf,
} from '../../../shared/contract';
import type { HistoryEntry } from '../../../shared/schemas/history';
import type { ReplayCase } from '../../../shared/schemas/replay';
import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { shimsOfTarget } from '../../../electron/services/agents/registry';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
  writeJson,
} from '../../helpers/real-claude';
import { killClineProcessesUnder, makeClineWorld, runRealCline } from '../../helpers/real-cline';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { trustEveryHook } from '../../helpers/trust-review';

// Must-show 1 of issue 7: events recorded from REAL `claude` and `cline` runs (Hookyard's
// recorder shim installed next to a user hook), imported into the audit log, then replayed
// after the user edits the hook: the replay shows what changed.

const SHIM = path.resolve(__dirname, '../../../resources/shims/hookyard-record.js');
const roots: string[] = [];

afterAll(() => {
  stopFakeAnthropicServers();
  for (const root of roots) killClineProcessesUnder(root);
});

describe('replaying events recorded from the real agents', () => {
  let temp: TempHome;
  let services: AppServices;

  async function call<K extends ChannelName>(channel: K, request: RequestOf<K>) {
    const result = await dispatch(createContractHandlers(services), channel, request, {
      error: (message, error) => console.error(message, error),
    });
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
    return result.value as ResponseOf<K>;
  }

  /**
   * Installs the recorder as Hookyard's installer plans it (settings entries or hook files), for
   * PreToolUse only: every other event would start one more Node process per agent run.
   */
  function installRecorder(agent: 'claude-code' | 'cline', root: string): void {
    const ctx = {
      paths: temp.paths,
      dataDir: temp.dataDir,
      recorderPath: SHIM,
      approverPath: '',
      nodePath: process.execPath,
    };
    const settings: Record<string, unknown[]> = {};
    const steps = shimsOfTarget(agent)
      .recorder(ctx, { kind: 'workspace', root })
      .filter((s) => s.event === 'PreToolUse');
    for (const step of steps) {
      if (step.kind === 'hook-file') {
        fs.mkdirSync(path.dirname(step.file), { recursive: true });
        fs.writeFileSync(step.file, step.content, { mode: step.mode });
      } else {
        settings[step.event] = [step.group];
        writeJson(step.file, { hooks: settings });
      }
    }
  }

  /** Imports the recorder's spool; returns the recorded PreToolUse events of `agent`. */
  async function importRecorded(agent: string): Promise<HistoryEntry[]> {
    await services.audit.service.importNow();
    return services.audit.service.query({
      filter: { source: 'recorder', agent: agent as never, event: 'PreToolUse' },
    }).entries;
  }

  async function trustWorkspace(root: string): Promise<string> {
    const { id } = await call('workspaces:add', { roots: [root] });
    await trustEveryHook(services, id);
    return id;
  }

  async function replayOne(entryId: string): Promise<ReplayCase> {
    const result = await call('replay:run', { entryIds: [entryId] });
    if (result.kind !== 'done') throw new Error(JSON.stringify(result));
    return result.cases[0] as ReplayCase;
  }

  /** The newest replay of an entry, as recorded in the audit log. */
  function lastReplayOf(entryId: string): HistoryEntry {
    const found = services.audit.service
      .query({ filter: { source: 'replay' } })
      .entries.find((entry) => entry.meta.replayOf === entryId);
    if (!found) throw new Error(`no replay of ${entryId}`);
    return found;
  }

  beforeEach(async () => {
    temp = await createTempHome();
    roots.push(temp.root);
    services = await createTestServices(temp);
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  it(
    'claude: a Bash call the guard denied replays as allowed once the guard is edited',
    { timeout: 150_000 },
    async () => {
      const project = await temp.mkdir('ws/proj');
      const guard = await temp.write(
        'ws/proj/.claude/hooks/guard.sh',
        `#!/bin/sh\ngrep -q touch && printf '%s' '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no new files"}}'\nexit 0\n`,
        0o755,
      );
      writeJson(path.join(project, '.claude', 'settings.json'), {
        permissions: { allow: ['Bash'] },
        hooks: {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: `"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh` }],
            },
          ],
        },
      });
      installRecorder('claude-code', project);
      trustClaudeProject(temp.home, project);
      const run = await runRealClaude({
        scratch: path.join(temp.root, 'fake'),
        home: temp.home,
        project,
        steps: [
          { tool: 'Bash', input: { command: 'touch marker.txt', description: 'make a file' } },
          { text: 'done' },
        ],
      });
      expect(run.timedOut).toBe(false);
      // The real agent obeyed the guard.
      expect(run.result?.permission_denials?.length).toBe(1);
      expect(fs.existsSync(path.join(project, 'marker.txt'))).toBe(false);

      const [recorded] = await importRecorded('claude-code');
      expect(recorded).toMatchObject({
        tool: 'Bash',
        workspace: project,
        payload: { tool_input: { command: 'touch marker.txt' }, cwd: project },
      });
      const workspaceId = await trustWorkspace(project);

      // Then: the decision the real agent's hook made, from its transcript. Now: the hooks as
      // they are (the recorder itself is left out), which still deny.
      const before = await replayOne(recorded!.id);
      expect(before).toMatchObject({
        then: { verdictKind: 'blocked', reason: 'no new files', outputRecorded: false },
        now: { verdictKind: 'blocked', reason: 'no new files', exitCode: 0 },
      });
      expect(before.hookIds).toHaveLength(1);
      expect(before.differs).toEqual([]);
      const firstReplay = lastReplayOf(recorded!.id);

      // The user relaxes the guard and trusts the new version.
      fs.writeFileSync(guard, '#!/bin/sh\ncat >/dev/null\nexit 0\n');
      await trustEveryHook(services, workspaceId);

      const after = await replayOne(recorded!.id);
      expect(after).toMatchObject({
        agent: 'claude-code',
        then: { verdictKind: 'blocked', reason: 'no new files' },
        now: { verdictKind: 'no-change', reason: null, stdout: '' },
      });
      expect(after.differs).toEqual(['verdict']);
      // The first replay, itself in the audit log with its output, shows the output change too.
      expect((await replayOne(firstReplay.id)).differs).toEqual(
        expect.arrayContaining(['verdict', 'output']),
      );
    },
  );

  it(
    'cline: a read_files call that got context replays as cancelled after the hook is edited',
    { timeout: 150_000 },
    async () => {
      const world = makeClineWorld(temp.root);
      const hook = path.join(world.ws, '.cline', 'hooks', 'PreToolUse');
      fs.writeFileSync(hook, `#!/bin/bash\ncat >/dev/null\nprintf '%s' '{"context": "ctx-v1"}'\n`, {
        mode: 0o755,
      });
      installRecorder('cline', world.ws);
      const run = await runRealCline(world);
      // The model saw the hook's context: the real agent ran the hook.
      expect(
        run.completions.slice(1).join('\n'),
        `cline exited ${run.status}: ${run.stderr.slice(-1500)}`,
      ).toContain('ctx-v1');

      const [recorded] = await importRecorded('cline-cli');
      expect(recorded).toMatchObject({
        tool: 'read_files',
        workspace: world.ws,
        payload: { hookName: 'tool_call', tool_call: { name: 'read_files' } },
      });
      const workspaceId = await trustWorkspace(world.ws);

      const before = await replayOne(recorded!.id);
      expect(before.now).toMatchObject({ verdictKind: 'context-added', context: 'ctx-v1' });

      fs.writeFileSync(
        hook,
        `#!/bin/bash\ncat >/dev/null\nprintf '%s' '{"cancel": true, "errorMessage": "reading is off"}'\n`,
      );
      // Changed since trusted: replay asks first.
      expect((await call('replay:run', { entryIds: [recorded!.id] })).kind).toBe('needs-consent');
      await trustEveryHook(services, workspaceId);

      const after = await replayOne(lastReplayOf(recorded!.id).id);
      expect(after).toMatchObject({
        agent: 'cline-cli',
        then: { verdictKind: 'context-added', context: 'ctx-v1' },
        now: { verdictKind: 'run-stopped', reason: 'reading is off', context: null },
      });
      expect(after.differs).toEqual(expect.arrayContaining(['verdict', 'output', 'context']));

      // The same recorded Cline event, translated for a Claude Code hook: marked as translated.
      writeJson(path.join(world.ws, '.claude', 'settings.json'), {
        hooks: {
          PreToolUse: [{ hooks: [{ type: 'command', command: 'cat >/dev/null; exit 0' }] }],
        },
      });
      await trustEveryHook(services, workspaceId);
      const translated = await call('replay:run', {
        entryIds: [recorded!.id],
        target: { translateTo: 'claude-code' },
      });
      expect(translated.kind === 'done' && translated.cases[0]).toMatchObject({
        agent: 'claude-code',
        translated: true,
        now: { verdictKind: 'not-run', reason: expect.stringContaining('only shell tool calls') },
      });
    },
  );
});
