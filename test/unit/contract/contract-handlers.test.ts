import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  channels,
  CHANNEL_NAMES,
  dispatch,
  EVENT_NAMES,
  type ChannelName,
  type RequestOf,
} from '../../../shared/contract';
import type { AppServices } from '../../../electron/services/app-services';
import { isReplayable } from '../../../shared/agents/replayable';
import type { HookEntry } from '../../../shared/schemas/hook';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { trustEveryHook } from '../../helpers/trust-review';
import { writeClaudeStub } from '../../helpers/agent-version-stub';
import { codexBin } from '../../helpers/real-codex';
import { writeUntrustedCodexHook } from '../../helpers/untrusted-codex-hook';

const silent = { error: () => {} };

// Requests that are wrong for every channel: not an object, an unknown key, a wrong type.
const MALFORMED: unknown[] = [
  'text',
  42,
  [],
  { unexpected: true },
  { workspaceId: 7, scope: 'user', roots: 'x' },
];

function clinePayload(workspace: string): unknown {
  return {
    hookName: 'tool_call',
    workspaceRoots: [workspace],
    sessionContext: { rootSessionId: 's1' },
    tool_call: { id: 'c1', name: 'run_commands', input: { commands: ['ls'] } },
  };
}

function nameProblems(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const name of names) {
    if (seen.has(name)) problems.push(`${name} is listed twice`);
    else if (!/^[a-z]+:[a-z]+(-[a-z]+)*$/.test(name))
      problems.push(`${name} is not domain:verb-noun`);
    seen.add(name);
  }
  return problems;
}

describe('the contract', () => {
  let temp: TempHome;
  let services: AppServices;

  beforeEach(async () => {
    temp = await createTempHome();
    // Agent versions are read from the temp home's own bin folder (stubs written by a test).
    services = await createTestServices(temp, false, {
      ...process.env,
      PATH: `${path.join(temp.root, 'bin')}:${process.env.PATH ?? ''}`,
      // "Trust in Codex" asks the real Codex's app-server.
      HOOKYARD_CODEX: codexBin(),
    });
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  // That the schemas and the handlers cover exactly these names is checked by the compiler
  // (`satisfies Record<ChannelName, …>`, `ContractHandlers`); what it cannot see is a name listed
  // twice (ipcMain refuses a second handler for a channel, so the app would not start) or one
  // that breaks the `domain:verb-noun` form the transports route by.
  it('lists every channel and event name once, each as domain:verb-noun', () => {
    expect(nameProblems(CHANNEL_NAMES)).toEqual([]);
    expect(nameProblems(EVENT_NAMES)).toEqual([]);
    expect(nameProblems(['a:get-x', 'a:get-x', 'A:Get', 'a:'])).toEqual([
      'a:get-x is listed twice',
      'A:Get is not domain:verb-noun',
      'a: is not domain:verb-noun',
    ]);
  });

  it.each(CHANNEL_NAMES)('answers a malformed %s request with invalid-request', async (channel) => {
    const handlers = createContractHandlers(services);
    for (const request of MALFORMED) {
      const result = await dispatch(handlers, channel, request, silent);
      expect(result, JSON.stringify(request)).toMatchObject({
        ok: false,
        error: { code: 'invalid-request' },
      });
    }
  });

  it('answers every well-formed request with a value its response schema accepts', async () => {
    const handlers = createContractHandlers(services);
    const folder = await temp.mkdir('ws/app');
    const added = await dispatch(handlers, 'workspaces:add', { roots: [folder] }, silent);
    expect(added.ok).toBe(true);
    const id = added.ok ? (added.value as { id: string }).id : '';
    const scope = { kind: 'workspace', workspaceId: id };
    const activeHook = async (agent: string) =>
      (await services.inventory.get(scope as never)).hooks.find(
        (hook) => hook.agent === agent && hook.event === 'PreToolUse' && hook.status === 'active',
      );
    const hookIdOf = async (agent: string) => (await activeHook(agent))?.id ?? 'missing';
    const shownOf = async (hook: HookEntry | undefined) => ({
      hookId: hook?.id ?? 'missing',
      contentHash: hook?.contentHash ?? '0'.repeat(64),
    });
    await temp.write('ws/app/.cline/hooks/PreToolUse', '#!/bin/sh\necho "{}"\n', 0o755);
    // A user-level hook, for the per-workspace switch (adopt / release).
    await temp.write('home/.cline/hooks/TaskComplete', '#!/bin/sh\necho "{}"\n', 0o755);
    // A Claude Code settings entry, for its JSON editor.
    const stop = { type: 'command', command: 'true' };
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({ hooks: { Stop: [{ hooks: [stop] }] } }),
    );
    const requests: Record<ChannelName, unknown> = {
      'app:get-info': {},
      'workspaces:list': {},
      'workspaces:list-detected': {},
      'workspaces:add': { roots: [folder] },
      'workspaces:set-trusted': { workspaceId: id, trusted: true },
      'inventory:get': { scope },
      'bench:list-events': { agent: 'cline-cli' },
      'bench:sample-payload': {
        scope,
        agent: 'claude-code',
        event: 'PreToolUse',
        preset: 'bash-rm',
      },
      'bench:run': {
        runId: 'r1',
        scope,
        agent: 'cline-cli',
        event: 'PreToolUse',
        payload: { hookName: 'tool_call' },
      },
      'bench:cancel': { runId: 'nothing-running' },
      'runner:simulate': {
        scope,
        event: 'PreToolUse',
        toolName: 'Bash',
        toolInput: { command: 'ls' },
      },
      'manage:read-script': { scope, hookId: 'will-be-replaced' },
      'manage:write-script': {
        scope,
        hookId: 'will-be-replaced',
        content: '#!/bin/sh\n',
        baseHash: '0'.repeat(64),
      },
      'manage:disable-hook': { scope, hookId: 'will-be-replaced' },
      'manage:enable-hook': { scope, hookId: 'will-be-replaced' },
      'manage:disable-all': { workspaceId: id, agent: 'claude-code' },
      'manage:create-hook': { agents: ['cline-cli'], scope, event: 'TaskStart', language: 'bash' },
      'manage:delete-hook': { scope, hookId: 'will-be-replaced' },
      'manage:list-trash': {},
      'manage:restore-trash': { trashId: 'will-be-replaced' },
      'manage:list-changes': { limit: 10 },
      'manage:restore-change': { changeId: 'will-be-replaced' },
      'manage:read-change-file': { changeId: 'will-be-replaced', file: 'will-be-replaced' },
      'history:query': { filter: { agent: 'cline-cli' }, limit: 10 },
      'history:get-session': { sessionId: 'r1' },
      'history:get-entry': { id: 'will-be-replaced' },
      'history:get-why': { id: 'will-be-replaced' },
      'history:get-timeline': {},
      'history:get-hook-stats': {},
      'history:list-agent-versions': {},
      'history:get-status': {},
      'history:import': {},
      'history:reindex': { fresh: false },
      'trust:review': { workspaceId: id },
      'trust:trust-hooks': { workspaceId: id, hookIds: [], reviewed: {} },
      'history:export': { filter: { agent: 'claude-code' }, format: 'csv' },
      'history:recorder-status': {},
      'history:recorder-preview': { agent: 'claude-code', scope },
      'history:recorder-install': { agent: 'claude-code', scope },
      'history:recorder-uninstall': { agent: 'claude-code', scope },
      'manage:list-adoptions': { scope },
      'manage:adopt-hook': { scope, hookId: 'will-be-replaced', workspaceIds: [id] },
      'manage:set-adopted-workspace': {
        adoptionId: 'will-be-replaced',
        workspaceId: id,
        on: false,
      },
      'manage:release-hook': { adoptionId: 'will-be-replaced' },
      'manage:check-script': { language: 'shell', content: 'if true; then\n' },
      'manage:read-entry': { scope, hookId: 'will-be-replaced' },
      'manage:write-entry': {
        scope,
        hookId: 'will-be-replaced',
        text: '{ "type": "command", "command": "true", "timeout": 5 }',
        baseHash: '0'.repeat(64),
      },
      // approvals
      'approvals:pending': {},
      'approvals:decide': { ids: ['nothing-pending'], decision: 'deny', via: 'inbox' },
      'approvals:always-allow': { id: 'will-be-replaced', scope: 'session' },
      'approvals:rules': {},
      'approvals:revoke-rule': { id: 'will-be-replaced' },
      'approvals:save-rules': { rules: [] },
      'approvals:status': {},
      'approvals:install': {
        agent: 'cline',
        scope: { kind: 'workspace', root: folder },
        failMode: 'closed',
      },
      'approvals:uninstall': { agent: 'cline', scope: { kind: 'workspace', root: folder } },
      'replay:run': { entryIds: ['will-be-replaced'], consent: true },
      'replay:shadow': {
        filter: { agent: 'cline-cli' },
        hookId: 'will-be-replaced',
        draft: '#!/bin/sh\necho "{}"\n',
        consent: true,
      },
      'replay:cancel': { jobId: 'nothing-running' },
      'replay:save-case': { workspace: folder, suite: 'smoke', entryId: 'will-be-replaced' },
      'replay:suites': { workspace: folder },
      'replay:run-suite': { workspace: folder, suite: 'smoke' },
      // Last but the removal: watching changes the Stop hook's command, which the entry editor reads above.
      'evidence:list-watched': { scope },
      'evidence:watch-hook': { scope, hookId: 'will-be-replaced' },
      'evidence:unwatch-hook': { adoptionId: 'will-be-replaced' },
      'telemetry:get-settings': {},
      'telemetry:save-settings': {
        enabled: false,
        endpoint: 'http://127.0.0.1:9/v1/logs',
        headers: { authorization: 'Bearer collector-secret' },
        share: 'counts',
        team: null,
      },
      'telemetry:get-status': {},
      'telemetry:test-collector': { endpoint: null },
      'versions:list': {},
      'versions:refresh': {},
      'versions:dismiss-upgrade': { agent: 'claude-code' },
      'manage:trust-preview': { scope, hookId: 'will-be-replaced' },
      'manage:trust-apply': {
        scope,
        hookId: 'will-be-replaced',
        contentHash: '0'.repeat(64),
        text: 'will-be-replaced',
        base: null,
      },
      'guards:preview-fix': { scope },
      'guards:apply-fix': { scope },
      'workspaces:remove': { workspaceId: id },
    };
    // Every channel is exercised here, so a new one cannot be added without a passing call.
    expect(Object.keys(requests).sort()).toEqual([...CHANNEL_NAMES].sort());
    // Later requests use what earlier ones returned (the disabled hook's new id, the trash id).
    const fill = async (channel: string, request: unknown): Promise<unknown> => {
      const value = request as Record<string, unknown>;
      if (channel === 'manage:enable-hook') {
        const disabled = (await services.inventory.get(scope as never)).hooks.find(
          (hook) => hook.status === 'disabled',
        );
        return { ...value, ...(await shownOf(disabled)) };
      }
      // The bench run above was recorded in the audit log (later entries may be decisions).
      const recordedId = () =>
        services.audit.service.query({ limit: 100 }).entries.find(isReplayable)?.id;
      if (channel === 'history:get-entry' || channel === 'history:get-why')
        return { id: recordedId() };
      if (channel === 'replay:run') return { ...value, entryIds: [recordedId()] };
      if (channel === 'replay:save-case') return { ...value, entryId: recordedId() };
      if (channel === 'replay:shadow') {
        // Earlier requests deleted and restored the hook: write one that surely exists.
        await temp.write('ws/app/.cline/hooks/PreToolUse', '#!/bin/sh\necho "{}"\n', 0o755);
        return { ...value, hookId: await hookIdOf('cline-cli') };
      }
      if (channel === 'manage:write-script') {
        const hookId = await hookIdOf('cline-cli');
        const { hash } = await services.editing.scripts.read({ scope: scope as never, hookId });
        return { ...value, hookId, baseHash: hash };
      }
      if (channel === 'manage:read-script')
        return { ...value, hookId: await hookIdOf('cline-cli') };
      if (['manage:disable-hook', 'manage:delete-hook'].includes(channel))
        return { ...value, ...(await shownOf(await activeHook('cline-cli'))) };
      if (channel === 'manage:restore-trash')
        return { trashId: (await services.editing.trash.list())[0]?.id };
      if (channel === 'manage:adopt-hook') {
        const hooks = (await services.inventory.get(scope as never)).hooks;
        return {
          ...value,
          ...(await shownOf(hooks.find((hook) => hook.event === 'TaskComplete'))),
        };
      }
      if (channel === 'evidence:watch-hook') {
        const hooks = (await services.inventory.get(scope as never)).hooks;
        return { ...value, ...(await shownOf(hooks.find((hook) => hook.event === 'Stop'))) };
      }
      if (channel === 'evidence:unwatch-hook')
        return { adoptionId: (await services.editing.watch.watched())[0]?.id };
      if (['manage:set-adopted-workspace', 'manage:release-hook'].includes(channel)) {
        const [adoption] = await services.editing.adoption.list(scope as never);
        return { ...value, adoptionId: adoption?.id };
      }
      if (channel === 'manage:read-entry' || channel === 'manage:write-entry') {
        const hooks = (await services.inventory.get(scope as never)).hooks;
        const hookId = hooks.find((hook) => hook.event === 'Stop')?.id ?? 'missing';
        if (channel === 'manage:read-entry') return { ...value, hookId };
        const { hash } = await services.editing.entries.read({ scope: scope as never, hookId });
        return { ...value, hookId, baseHash: hash };
      }
      if (channel === 'manage:trust-preview' || channel === 'manage:trust-apply') {
        const hooksFile = await writeUntrustedCodexHook(temp.paths.codexHome, folder);
        const hooks = (await services.inventory.get(scope as never)).hooks;
        const hookId = hooks.find((hook) => hook.sourcePath === hooksFile)?.id ?? 'missing';
        if (channel === 'manage:trust-preview') return { ...value, hookId };
        const preview = await services.editing.agentTrust.preview({
          scope: scope as never,
          hookId,
        });
        const { contentHash, text, base } = preview;
        return { ...value, hookId, contentHash, text, base };
      }
      if (channel === 'guards:preview-fix' || channel === 'guards:apply-fix') {
        // A guard the fix is offered for: a PreToolUse hook, with a Claude Code that reads it.
        await writeClaudeStub(temp, '2.1.328');
        await services.versions.refresh();
        await temp.write(
          'ws/app/.claude/settings.json',
          JSON.stringify({
            hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: 'x' }] }] },
          }),
        );
        const hooks = (await services.inventory.get(scope as never)).hooks;
        const shown = await shownOf(hooks.find((hook) => hook.event === 'PreToolUse'));
        if (channel === 'guards:preview-fix') return { ...value, ...shown };
        const preview = await services.guardFix.preview({ scope: scope as never, ...shown });
        return { ...value, ...shown, baseHash: preview.baseHash };
      }
      if (channel === 'approvals:always-allow') {
        // A request waiting in the inbox, as a Cline hook would send it through the bridge.
        void services.approvals.ask('cline', clinePayload(folder), { failMode: 'closed' });
        return { ...value, id: services.approvals.pending()[0]?.id };
      }
      // The switch is refused while hooks wait for review (tested below): review them first.
      if (channel === 'workspaces:set-trusted') await trustEveryHook(services, id);
      if (channel === 'approvals:revoke-rule') return { id: services.approvals.rules()[0]?.id };
      if (channel === 'manage:restore-change')
        return { changeId: (await services.editing.changes.list()).changes[0]?.id };
      if (channel === 'manage:read-change-file') {
        const [change] = (await services.editing.changes.list()).changes;
        return { changeId: change?.id, file: change?.files[0]?.path };
      }
      return request;
    };
    for (const [channel, request] of Object.entries(requests)) {
      const result = await dispatch(handlers, channel, await fill(channel, request), silent);
      expect(result.ok, `${channel}: ${JSON.stringify(result)}`).toBe(true);
      if (result.ok)
        expect(() =>
          channels[channel as keyof typeof channels].response.parse(result.value),
        ).not.toThrow();
    }
  });

  it('reports an unknown workspace as not-found, not as a crash', async () => {
    const handlers = createContractHandlers(services);
    const result = await dispatch(
      handlers,
      'inventory:get',
      { scope: { kind: 'workspace', workspaceId: 'missing' } },
      silent,
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  // The sidebar shows "trusted" as soon as the registry announces it; a hook edited after that
  // moment must not be taken as reviewed, so its content is recorded before the announcement.
  it('records the reviewed hooks before it announces a workspace as trusted', async () => {
    await temp.write(
      'ws/shop/.claude/settings.json',
      JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo hi' }] }] } }),
    );
    const { id } = await services.workspaces.add({ roots: [await temp.mkdir('ws/shop')] });
    const announced = new Promise<string[]>((resolve) => {
      services.workspaces.onDidChange(() => {
        void services.trust.review(id).then((rows) => resolve(rows.map((r) => r.verdict.state)));
      });
    });
    const handlers = createContractHandlers(services);
    const [row] = await services.trust.review(id);
    const reviewed = { [row!.hook.id]: row!.verdict.contentHash };
    await dispatch(
      handlers,
      'trust:trust-hooks',
      { workspaceId: id, hookIds: [row!.hook.id], reviewed },
      silent,
    );
    expect(await announced).toEqual(['trusted']);
  });

  // One model: the switch never trusts hooks the user has not seen; trusting every hook in the
  // review is what trusts the workspace, and a hook added later asks again.
  it('trusts a workspace only once every project hook is reviewed, and asks again for a new one', async () => {
    const stop = (command: string) => ({ hooks: [{ type: 'command', command }] });
    const settings = (...commands: string[]) =>
      temp.write(
        'ws/shop/.claude/settings.json',
        JSON.stringify({ hooks: { Stop: commands.map(stop) } }),
      );
    await settings('echo one', 'echo two');
    const { id } = await services.workspaces.add({ roots: [await temp.mkdir('ws/shop')] });
    const handlers = createContractHandlers(services);
    const send = <K extends 'workspaces:set-trusted' | 'trust:trust-hooks'>(
      channel: K,
      request: RequestOf<K>,
    ) => dispatch(handlers, channel, request, silent);
    const switchedOn = await send('workspaces:set-trusted', { workspaceId: id, trusted: true });
    expect(switchedOn).toMatchObject({
      ok: false,
      error: {
        code: 'untrusted',
        text: expect.objectContaining({ key: 'failure.workspace-hooks-unreviewed' }),
      },
    });
    const rows = await services.trust.review(id);
    const trustOne = async (index: number) => {
      const row = rows[index]!;
      return send('trust:trust-hooks', {
        workspaceId: id,
        hookIds: [row.hook.id],
        reviewed: { [row.hook.id]: row.verdict.contentHash },
      });
    };
    await trustOne(0);
    expect((await services.workspaces.get(id)).trusted).toBe(false);
    await trustOne(1);
    expect((await services.workspaces.get(id)).trusted).toBe(true);

    await settings('echo one', 'echo two', 'echo three');
    const states = (await services.trust.review(id)).map(({ verdict }) => verdict.state);
    expect(states).toEqual(['trusted', 'trusted', 'untrusted-new']);

    // Off forgets what was trusted: on again means reviewing again.
    await send('workspaces:set-trusted', { workspaceId: id, trusted: false });
    const again = (await services.trust.review(id)).map(({ verdict }) => verdict.state);
    expect(again).toEqual(['untrusted-new', 'untrusted-new', 'untrusted-new']);
  });
});
