import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { clineEventName } from '../../../electron/services/agents/cline/ingest/cline-hooks-mapper';
import type { HistoryEntry, HistoryEntryFilter } from '../../../shared/schemas/history';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
  writeJson,
} from '../../helpers/real-claude';
import { killClineProcessesUnder, makeClineWorld, runRealCline } from '../../helpers/real-cline';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// Must-show 1: the real `claude` and `cline` CLIs, offline, in a temp HOME with Hookyard's
// recorder installed by the installer; every event the agent fired is then found in the audit
// index with its fields, and so are the agents' own logs of the same run.
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

function entries(filter: HistoryEntryFilter): HistoryEntry[] {
  return services.audit.service.query({ filter, limit: 500, order: 'asc' }).entries;
}

/**
 * Imports until `done` holds: Cline runs lifecycle hooks detached, so their recorder may still be
 * writing when the CLI has exited. Gives up after 20 s and lets the assertions say what is missing.
 */
async function importUntil(done: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const report = await services.audit.service.importNow();
    expect(report.error).toBeNull();
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

describe('the recorder and the ingesters with the real Claude Code CLI', () => {
  test(
    'every hook event claude reported is in the index, and so are the hook runs its transcript holds',
    { timeout: 180_000 },
    async () => {
      const project = await temp.mkdir('proj');
      // The user's own project settings, with a hook that prints (silent hooks leave nothing in
      // the transcript); the recorder goes into settings.local.json beside them.
      const guard = 'echo checked-by-guard';
      writeJson(path.join(project, '.claude', 'settings.json'), {
        permissions: { allow: ['Bash'] },
        hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: guard }] }] },
      });
      trustClaudeProject(temp.home, project);
      const workspace = await services.workspaces.add({ roots: [project] });
      const scope = { kind: 'workspace' as const, workspaceId: workspace.id };
      const installed = await services.recorder.install({ agent: 'claude-code', scope });
      expect(installed.status.state).toBe('on');

      const run = await runRealClaude({
        scratch: path.join(temp.root, 'fake'),
        home: temp.home,
        project,
        steps: [
          { tool: 'Bash', input: { command: 'echo recorded > marker.txt', description: 'mark' } },
          { text: 'done' },
        ],
      });
      expect(run.timedOut, run.printed).toBe(false);
      expect(fs.existsSync(path.join(project, 'marker.txt')), run.printed).toBe(true);
      const session = run.lines.find((line) => typeof line['session_id'] === 'string')?.[
        'session_id'
      ] as string;
      // What the agent says it ran: one hook_response line per hook run; the recorder's print
      // nothing, the guard's print its word.
      const responses = run.lines.filter(
        (line) => line['type'] === 'system' && line['subtype'] === 'hook_response',
      );
      const fired = responses
        .filter((line) => line['stdout'] === '')
        .map((line) => line['hook_event'] as string);
      expect(fired).toEqual(
        expect.arrayContaining([
          'SessionStart',
          'UserPromptSubmit',
          'PreToolUse',
          'PostToolUse',
          'Stop',
        ]),
      );

      const recorded = () =>
        entries({ source: 'recorder', agent: 'claude-code', sessionId: session });
      await importUntil(() => recorded().length >= fired.length);

      const events = recorded();
      const counts = countBy(events.map((entry) => entry.event ?? ''));
      for (const [event, count] of Object.entries(countBy(fired)))
        expect(counts[event] ?? 0, event).toBeGreaterThanOrEqual(count);
      for (const entry of events) {
        expect(entry).toMatchObject({
          kind: 'agent-event',
          agent: 'claude-code',
          sessionId: session,
          workspace: project,
        });
      }
      for (const event of ['PreToolUse', 'PostToolUse']) {
        const tools = events.filter((entry) => entry.event === event).map((entry) => entry.tool);
        expect(tools, event).toEqual(['Bash']);
      }
      const pre = events.find((entry) => entry.event === 'PreToolUse');
      expect(pre?.payload).toMatchObject({
        tool_input: { command: 'echo recorded > marker.txt' },
      });

      // The transcript of the same session: the guard's run (with its output and tool) and the
      // recorder's Stop run from `stop_hook_summary`.
      const runs = entries({ source: 'claude-transcript', sessionId: session, kind: 'hook-run' });
      const guardRun = runs.find((entry) => entry.hook === guard);
      expect(guardRun).toMatchObject({
        agent: 'claude-code',
        event: 'PreToolUse',
        tool: 'Bash',
        workspace: project,
        output: { stdout: expect.stringContaining('checked-by-guard'), exitCode: 0 },
      });
      const stop = runs.find((entry) => entry.event === 'Stop');
      // The installer writes the shell recorder on Linux and macOS, the Node one on Windows.
      expect(stop?.hook).toMatch(/hookyard-record\.(sh|js)/);
      expect(stop?.outcome).toBe('success');
    },
  );
});

describe('the recorder and the ingesters with the real Cline CLI', () => {
  test(
    'every event of a --yolo run is recorded, and the CLI’s hooks.jsonl of that run is ingested',
    { timeout: 180_000 },
    async () => {
      // The world's HOME is the services' HOME (`<root>/home`).
      const world = makeClineWorld(temp.root);
      expect(world.home).toBe(temp.home);
      const workspace = await services.workspaces.add({ roots: [world.ws] });
      const scope = { kind: 'workspace' as const, workspaceId: workspace.id };
      expect((await services.recorder.install({ agent: 'cline', scope })).status.state).toBe('on');

      const run = await runRealCline(world, { flags: ['--yolo'] });
      expect(run.status).toBe(0);

      // The CLI's own log of the run: one line per event it fired (spec §8, --yolo only).
      const logFile = path.join(world.home, '.cline', 'data', 'logs', 'hooks.jsonl');
      const logged = fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { hookName: string });
      const fired = logged.map((line) => clineEventName(line.hookName));
      expect(fired).toEqual(expect.arrayContaining(['TaskStart', 'PreToolUse', 'PostToolUse']));

      const recorded = () => entries({ source: 'recorder', agent: 'cline-cli' });
      const ingested = () => entries({ source: 'cline-hooks-jsonl' });
      await importUntil(
        () => recorded().length >= fired.length && ingested().length >= logged.length,
      );

      const events = recorded();
      const counts = countBy(events.map((entry) => entry.event ?? ''));
      for (const [event, count] of Object.entries(countBy(fired)))
        expect(counts[event] ?? 0, event).toBeGreaterThanOrEqual(count);
      const sessions = new Set(events.map((entry) => entry.sessionId));
      expect(sessions.size).toBe(1);
      expect([...sessions][0]).toMatch(/\S/);
      for (const entry of events) {
        expect(entry).toMatchObject({
          kind: 'agent-event',
          agent: 'cline-cli',
          workspace: world.ws,
        });
      }
      expect(events.find((entry) => entry.event === 'PreToolUse')?.tool).toBe('read_files');

      const log = ingested();
      expect(countBy(log.map((entry) => entry.event ?? ''))).toEqual(countBy(fired));
      for (const entry of log) {
        expect(entry).toMatchObject({ agent: 'cline-cli', workspace: world.ws });
        expect(sessions.has(entry.sessionId)).toBe(true);
      }
      expect(log.find((entry) => entry.event === 'PostToolUse')?.tool).toBe('read_files');
    },
  );
});
