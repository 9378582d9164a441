import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  dispatch,
  type ChannelName,
  type RequestOf,
  type ResponseOf,
} from '../../../shared/contract';
import type { HistoryEntry, HistoryEntryInput } from '../../../shared/schemas/history';
import type { ReplayProgress } from '../../../shared/schemas/replay';
import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { builtProcessHost } from '../../helpers/built-worker';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { trustEveryHook } from '../../helpers/trust-review';

// The replay service through the contract, over real files, real hook processes (started by the
// process hosts, as in the app) and the real audit store: record, edit the hook, replay, compare.

const GUARD = '.claude/hooks/guard.sh';
const denyCurl = (reason: string) =>
  `#!/bin/sh\ninput=$(cat)\ncase "$input" in *curl*) printf '%s' '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"${reason}"}}';; esac\nexit 0\n`;
const ALLOW_ALL = '#!/bin/sh\ncat >/dev/null\nexit 0\n';

describe('replay', () => {
  let temp: TempHome;
  let services: AppServices;
  let workspace: string;
  let workspaceId: string;

  async function call<K extends ChannelName>(channel: K, request: RequestOf<K>) {
    const result = await dispatch(createContractHandlers(services), channel, request, {
      error: (message, error) => console.error(message, error),
    });
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
    return result.value as ResponseOf<K>;
  }

  function record(inputs: Partial<HistoryEntryInput>[]): HistoryEntry[] {
    const appended = services.audit.service.append(
      inputs.map((input) => ({
        kind: 'agent-event',
        source: 'recorder',
        agent: 'claude-code',
        workspace,
        sessionId: 's1',
        event: 'PreToolUse',
        tool: 'Bash',
        hook: null,
        outcome: null,
        durationMs: null,
        payload: null,
        output: null,
        meta: {},
        ...input,
      })),
    );
    if (!appended.ok || appended.rejected.length) throw new Error(JSON.stringify(appended));
    return appended.entries;
  }

  const bash = (command: string) => ({
    session_id: 's1',
    cwd: workspace,
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command },
    tool_use_id: 'toolu_1',
  });

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp, false, undefined, {
      processHost: await builtProcessHost(),
    });
    workspace = await temp.mkdir('ws/app');
    await temp.write(`ws/app/${GUARD}`, denyCurl('no network'), 0o755);
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: `"$CLAUDE_PROJECT_DIR"/${GUARD}` }],
            },
          ],
        },
      }),
    );
    workspaceId = (await call('workspaces:add', { roots: [workspace] })).id;
    await trustEveryHook(services, workspaceId);
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  it('replays a recorded event against the hook as it is now, and shows what changed', async () => {
    const [event] = record([{ payload: bash('curl https://example.com') }]);
    const first = await call('replay:run', { entryIds: [event!.id] });
    expect(first.kind).toBe('done');
    const [firstCase] = first.kind === 'done' ? first.cases : [];
    // A recorder event carries no hook answer: nothing to compare with yet.
    expect(firstCase).toMatchObject({
      agent: 'claude-code',
      toolName: 'Bash',
      translated: false,
      then: null,
      now: { verdictKind: 'blocked', reason: 'no network', exitCode: 0 },
      differs: [],
    });
    expect(firstCase!.hookIds).toHaveLength(1);

    // Every replay is in the audit log, with what it answered.
    const replays = services.audit.service.query({ filter: { source: 'replay' } }).entries;
    expect(replays).toHaveLength(1);
    expect(replays[0]).toMatchObject({
      kind: 'hookyard-run',
      event: 'PreToolUse',
      meta: { verdict: 'blocked', reason: 'no network', replayOf: event!.id },
    });

    // The user edits the hook (and trusts the new content); the replay of the replay differs.
    await fs.writeFile(path.join(workspace, GUARD), ALLOW_ALL);
    await trustEveryHook(services, workspaceId);
    const second = await call('replay:run', { entryIds: [replays[0]!.id] });
    const [secondCase] = second.kind === 'done' ? second.cases : [];
    expect(secondCase!.then).toMatchObject({ verdictKind: 'blocked', reason: 'no network' });
    expect(secondCase!.now.verdictKind).not.toBe('blocked');
    expect(secondCase!.now.reason).toBeNull();
    expect(secondCase!.differs).toEqual(expect.arrayContaining(['verdict', 'output']));
  });

  it('leaves the recorder out unless asked, and it never records the replayed event', async () => {
    await services.recorder.install({ agent: 'claude-code', scope: { kind: 'user' } });
    const [event] = record([{ payload: bash('curl https://example.com') }]);
    const spool = path.join(temp.dataDir, 'spool');
    const spoolFiles = async () => (await fs.readdir(spool).catch(() => [])).sort();
    const before = await spoolFiles();
    const replayed = async (includeOwn?: boolean) => {
      const done = await call('replay:run', {
        entryIds: [event!.id],
        ...(includeOwn && { target: { includeOwn } }),
      });
      return done.kind === 'done' ? done.cases[0] : undefined;
    };
    expect((await replayed())!.hookIds).toHaveLength(1);
    const withOwn = await replayed(true);
    expect(withOwn!.hookIds).toHaveLength(2);
    expect(withOwn!.now).toMatchObject({ verdictKind: 'blocked', reason: 'no network' });
    expect(await spoolFiles()).toEqual(before);
    const recorded = services.audit.service.query({ filter: { source: 'recorder' } }).entries;
    expect(recorded.map((entry) => entry.id)).toEqual([event!.id]);
  });

  it('takes "then" for a Claude Code event from the hook answers its transcript kept', async () => {
    const deny = JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: 'old rule',
      },
    });
    const transcript = (hook: string, stdout: string) => ({
      kind: 'hook-run' as const,
      source: 'claude-transcript' as const,
      hook,
      outcome: 'success',
      durationMs: 12,
      payload: {},
      output: { stdout, stderr: '', exitCode: 0 },
      meta: { toolUseId: 'toolu_1', attachment: 'hook_success' },
    });
    record([
      transcript('"$CLAUDE_PROJECT_DIR"/.claude/hooks/old-guard.sh', deny),
      // The recorder's own run is not one of the user's hooks.
      transcript('/usr/bin/node /x/hookyard-record.js --agent claude-code', ''),
    ]);
    const [event] = record([{ payload: bash('curl x') }]);
    const result = await call('replay:run', { entryIds: [event!.id] });
    const [replayed] = result.kind === 'done' ? result.cases : [];
    expect(replayed!.then).toEqual({
      verdictKind: 'blocked',
      reason: 'old rule',
      exitCode: 0,
      stdout: deny,
      stderr: '',
      context: null,
      rewrittenInput: null,
      durationMs: 12,
    });
    expect(replayed!.now).toMatchObject({ verdictKind: 'blocked', reason: 'no network' });
    // Same verdict, other words (duration may differ too on a busy machine).
    expect(replayed!.differs).toContain('output');
    expect(replayed!.differs).not.toContain('verdict');
  });

  it('asks before running a changed hook or a destructive tool call, and runs with consent', async () => {
    const [event] = record([{ payload: bash('curl x') }]);
    await fs.writeFile(path.join(workspace, GUARD), denyCurl('changed since trusted'));
    const refused = await call('replay:run', { entryIds: [event!.id] });
    expect(refused).toEqual({
      kind: 'needs-consent',
      reasons: [
        {
          code: 'untrusted-hook',
          detail: expect.objectContaining({ key: 'consent.hook-changed-since-trust' }),
        },
      ],
    });
    // Nothing ran: no replay was recorded.
    expect(services.audit.service.query({ filter: { source: 'replay' } }).entries).toEqual([]);
    const consented = await call('replay:run', { entryIds: [event!.id], consent: true });
    expect(consented.kind === 'done' && consented.cases[0]?.now.reason).toBe(
      'changed since trusted',
    );

    const [rm] = record([{ payload: bash('rm -rf build && curl x'), sessionId: 's2' }]);
    const destructive = await call('replay:run', { entryIds: [rm!.id] });
    expect(
      destructive.kind === 'needs-consent' && destructive.reasons.map((r) => r.code),
    ).toContain('destructive-tool');
  });

  it('runs in the recorded folder with a safe environment, never the recorded one', async () => {
    const sub = await temp.mkdir('ws/app/sub');
    await fs.writeFile(
      path.join(workspace, GUARD),
      '#!/bin/sh\ncat >/dev/null\npwd >&2\nenv >&2\n',
    );
    await trustEveryHook(services, workspaceId);
    const [event] = record([
      {
        payload: { ...bash('ls'), cwd: sub },
        meta: { cwd: sub, env: { API_TOKEN: 'recorded-secret', CLAUDE_PROJECT_DIR: workspace } },
      },
    ]);
    const result = await call('replay:run', { entryIds: [event!.id] });
    const stderr = result.kind === 'done' ? result.cases[0]!.now.stderr : '';
    expect(stderr.split('\n')[0]).toBe(sub);
    expect(stderr).not.toContain('recorded-secret');
    expect(stderr).toContain(`CLAUDE_PROJECT_DIR=${workspace}`);
  });

  it('replays by filter, oldest first, with bounded parallelism and progress events', async () => {
    record(
      Array.from({ length: 6 }, (_, index) => ({
        ts: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
        payload: bash(index % 2 ? 'curl a' : 'ls'),
      })),
    );
    const progress: ReplayProgress[] = [];
    services.onDidPush((pushed) => {
      if (pushed.event === 'replay:progress') progress.push(pushed.payload);
    });
    const result = await call('replay:run', { filter: { agent: 'claude-code' }, jobId: 'job-1' });
    const cases = result.kind === 'done' ? result.cases : [];
    expect(cases.map((entry) => entry.now.verdictKind === 'blocked')).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(progress.at(0)).toEqual({ jobId: 'job-1', done: 0, total: 6 });
    expect(progress.at(-1)).toEqual({ jobId: 'job-1', done: 6, total: 6 });
  });

  it('cancels a running job: its hooks are killed and it answers cancelled', async () => {
    const started = path.join(workspace, 'started');
    await fs.writeFile(path.join(workspace, GUARD), `#!/bin/sh\ntouch '${started}'\nsleep 30\n`);
    await trustEveryHook(services, workspaceId);
    const [event] = record([{ payload: bash('ls') }]);
    const running = dispatch(
      createContractHandlers(services),
      'replay:run',
      { entryIds: [event!.id], jobId: 'slow' },
      { error: () => undefined },
    );
    // Cancel once the hook is running.
    while (!(await fs.stat(started).catch(() => null)))
      await new Promise((resolve) => setTimeout(resolve, 20));
    await call('replay:cancel', { jobId: 'slow' });
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const replays = services.audit.service.query({ filter: { source: 'replay' } }).entries;
    expect(replays.map((entry) => entry.outcome)).toEqual(['cancelled']);
  });

  it('translates a Claude Code Bash call for a Cline hook, and compares verdicts across agents', async () => {
    await temp.write(
      'ws/app/.clinerules/hooks/PreToolUse',
      '#!/bin/sh\ninput=$(cat)\ncase "$input" in *curl*) echo \'{"cancel": true, "errorMessage": "no network"}\';; *) echo \'{}\';; esac\n',
      0o755,
    );
    await trustEveryHook(services, workspaceId);
    const [event] = record([{ payload: bash('curl x') }]);
    // Then: the Claude hook's answer, recorded by a first replay.
    await call('replay:run', { entryIds: [event!.id] });
    const [replayed] = services.audit.service.query({ filter: { source: 'replay' } }).entries;
    const result = await call('replay:run', {
      entryIds: [replayed!.id],
      target: { translateTo: 'cline-cli' },
    });
    const [translated] = result.kind === 'done' ? result.cases : [];
    expect(translated).toMatchObject({
      agent: 'cline-cli',
      translated: true,
      toolName: 'run_commands',
      then: { verdictKind: 'blocked' },
      now: { verdictKind: 'run-stopped', reason: 'no network' },
    });
    // deny ⇄ cancel: the same answer in the other agent's words.
    expect(translated!.differs).not.toContain('verdict');
    const [cline] = services.audit.service.query({
      filter: { source: 'replay', agent: 'cline-cli' },
    }).entries;
    expect(cline!.payload).toMatchObject({
      hookName: 'tool_call',
      tool_call: { name: 'run_commands', input: { commands: ['curl x'] } },
      preToolUse: { toolName: 'run_commands', parameters: { commands: '["curl x"]' } },
    });
  });

  it('shadow-runs a draft over a range and reports agreement, without touching the hook', async () => {
    record([
      { payload: bash('curl a') },
      { payload: bash('ls') },
      { payload: bash('git status') },
      { payload: { session_id: 's1', hook_event_name: 'Stop' }, event: 'Stop', tool: null },
    ]);
    const hook = (await services.inventory.get({ kind: 'workspace', workspaceId })).hooks.find(
      (each) => each.agent === 'claude-code' && each.event === 'PreToolUse',
    );
    const before = await fs.readFile(path.join(workspace, GUARD), 'utf8');
    // The draft also blocks git.
    const draft = denyCurl('no network').replace('*curl*)', '*curl*|*git*)');
    const result = await call('replay:shadow', {
      filter: { workspace },
      hookId: hook!.id,
      draft,
    });
    expect(result).toMatchObject({ kind: 'done', total: 4, agree: 2, disagree: 1, skipped: 1 });
    const difference = result.kind === 'done' ? result.differences[0] : undefined;
    expect(difference).toMatchObject({
      then: { verdictKind: expect.not.stringMatching('blocked') },
      now: { verdictKind: 'blocked' },
      differs: expect.arrayContaining(['verdict']),
    });
    expect(await fs.readFile(path.join(workspace, GUARD), 'utf8')).toBe(before);
    // Both runs of each applicable event are in the audit log.
    const shadows = services.audit.service.query({ filter: { source: 'replay' } }).entries;
    expect(shadows.map((entry) => entry.meta.shadow).sort()).toEqual([
      ...Array(3).fill('current'),
      ...Array(3).fill('draft'),
    ]);
  });

  it('saves cases into a reviewable suite and runs it: passes, then fails after an edit', async () => {
    const [blocked, allowed] = record([{ payload: bash('curl a') }, { payload: bash('ls') }]);
    for (const entry of [blocked!, allowed!])
      await call('replay:save-case', { workspace, suite: 'guard', entryId: entry.id });
    const file = path.join(workspace, '.hookyard', 'tests', 'guard.json');
    const text = await fs.readFile(file, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    const suite = JSON.parse(text);
    expect(suite.version).toBe(1);
    expect(suite.cases.map((entry: { expected: unknown }) => entry.expected)).toEqual([
      { verdict: 'blocked', reason: 'no network' },
      { verdict: expect.any(String) },
    ]);
    // The workspace folder is a placeholder, so the suite runs on any checkout.
    expect(suite.cases[0].payload.cwd).toBe('${WORKSPACE}');
    expect(Object.keys(suite.cases[0])).toEqual([
      'name',
      'agent',
      'event',
      'payload',
      'expected',
      'recordedFrom',
    ]);
    expect(await call('replay:suites', { workspace })).toEqual([
      { file, name: 'guard', cases: 2, status: 'not-run', failed: 0, lastRunAt: null },
    ]);
    expect(await call('replay:run-suite', { workspace, suite: 'guard' })).toMatchObject({
      passed: 2,
      failed: 0,
    });

    await fs.writeFile(path.join(workspace, GUARD), ALLOW_ALL);
    const failing = await call('replay:run-suite', { workspace, suite: 'guard', consent: true });
    expect(failing).toMatchObject({ passed: 1, failed: 1 });
    expect(failing.cases[0]).toMatchObject({
      entryId: 'guard#1',
      then: { verdictKind: 'blocked' },
      differs: ['verdict'],
    });
    const [listed] = await call('replay:suites', { workspace });
    expect(listed).toMatchObject({ status: 'failed', failed: 1, lastRunAt: expect.any(Number) });
  });

  it('refuses a broken suite file with its name and keeps it as it was', async () => {
    const file = await temp.write(
      'ws/app/.hookyard/tests/broken.json',
      '{"version": 1, "cases": [',
    );
    record([{ payload: bash('ls') }]);
    const result = await dispatch(
      createContractHandlers(services),
      'replay:run-suite',
      { workspace, suite: 'broken' },
      { error: () => undefined },
    );
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', message: expect.stringContaining('broken.json') },
    });
    const [entry] = services.audit.service.query({ filter: { source: 'recorder' } }).entries;
    const save = await dispatch(
      createContractHandlers(services),
      'replay:save-case',
      { workspace, suite: 'broken', entryId: entry!.id },
      { error: () => undefined },
    );
    expect(save).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(await fs.readFile(file, 'utf8')).toBe('{"version": 1, "cases": [');
    // Only into a workspace the user added.
    const elsewhere = await temp.mkdir('elsewhere');
    const outside = await dispatch(
      createContractHandlers(services),
      'replay:save-case',
      { workspace: elsewhere, suite: 'x', entryId: entry!.id },
      { error: () => undefined },
    );
    expect(outside).toMatchObject({ ok: false, error: { code: 'not-found' } });
    await expect(fs.readdir(elsewhere)).resolves.toEqual([]);
  });
});
