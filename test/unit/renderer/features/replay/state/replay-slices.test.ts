import { describe, expect, it } from 'vitest';

import type { ReplayCase, ReplayOutcomeView } from '../../../../../../shared/schemas/replay';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import {
  REPLAY_SCREEN,
  selectReplayCase,
} from '../../../../../../renderer/features/replay/state/replay-slice';
import { subscribeToServiceEvents } from '../../../../../../renderer/store/subscriptions';
import { createTestApi, deferred, makeWorkspace, ok, type Handlers } from '../../../fixtures';

const ENTRY_A = '01J0000000000000000000000A';
const ENTRY_B = '01J0000000000000000000000B';

function side(overrides: Partial<ReplayOutcomeView> = {}): ReplayOutcomeView {
  return {
    verdictKind: 'allowed',
    reason: null,
    exitCode: 0,
    stdout: '',
    stderr: '',
    context: null,
    rewrittenInput: null,
    durationMs: 12,
    ...overrides,
  };
}

function makeCase(entryId: string, overrides: Partial<ReplayCase> = {}): ReplayCase {
  return {
    entryId,
    agent: 'claude-code',
    event: 'PreToolUse',
    toolName: 'Bash',
    translated: false,
    hookIds: ['h1'],
    then: side(),
    now: side(),
    differs: [],
    ...overrides,
  };
}

const blocked = makeCase(ENTRY_B, {
  now: side({ verdictKind: 'blocked', exitCode: 2, stderr: 'no rm' }),
  differs: ['verdict', 'exitCode', 'output'],
});

function setup(handlers: Handlers) {
  const test = createTestApi(handlers);
  return { ...test, store: createAppStore({ api: test.api }) };
}

describe('replay slice', () => {
  it('replays entries under a job id of its own, opens the view and shows the first difference', async () => {
    const { store, callsTo } = setup({
      'replay:run': (request) =>
        ok({ kind: 'done', jobId: request.jobId!, cases: [makeCase(ENTRY_A), blocked] }),
    });
    await store.getState().replay.runEntries([ENTRY_A, ENTRY_B]);

    const request = callsTo('replay:run')[0]?.request as { entryIds: string[]; jobId: string };
    expect(request.entryIds).toEqual([ENTRY_A, ENTRY_B]);
    expect(request.jobId).toMatch(/^replay-/);
    const state = store.getState();
    expect(state.screen).toBe(REPLAY_SCREEN);
    expect(state.replay.run?.job).toMatchObject({ status: 'done', jobId: request.jobId });
    expect(selectReplayCase(state)?.entryId).toBe(ENTRY_B);
  });

  it('follows the pushed progress of its own job and ignores other jobs', async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const { store, api, emit, callsTo } = setup({ 'replay:run': () => reply.promise as never });
    subscribeToServiceEvents(store, api);
    const running = store.getState().replay.runFiltered({ event: 'PreToolUse' });
    const { jobId } = callsTo('replay:run')[0]?.request as { jobId: string };

    emit('replay:progress', { jobId: 'someone-else', done: 9, total: 9 });
    expect(store.getState().replay.run?.job.progress).toBeNull();
    emit('replay:progress', { jobId, done: 3, total: 40 });
    expect(store.getState().replay.run?.job.progress).toEqual({ done: 3, total: 40 });

    reply.resolve(ok({ kind: 'done', jobId, cases: [] }));
    await running;
    expect(store.getState().replay.run?.job.status).toBe('done');
    expect(callsTo('replay:run')[0]?.request).toMatchObject({ filter: { event: 'PreToolUse' } });
  });

  it('asks for consent, then resends the same entries with consent when the user runs anyway', async () => {
    const reasons = [
      {
        code: 'untrusted-hook' as const,
        detail: {
          key: 'consent.hook-outside-workspace' as const,
          params: { file: '/w/.clinerules/hooks/PreToolUse' },
        },
      },
    ];
    const { store, callsTo } = setup({
      'replay:run': (request) =>
        request.consent
          ? ok({ kind: 'done', jobId: request.jobId!, cases: [makeCase(ENTRY_A)] })
          : ok({ kind: 'needs-consent', reasons }),
    });
    await store.getState().replay.runEntries([ENTRY_A]);
    expect(store.getState().replay.run?.job).toMatchObject({ status: 'needs-consent', reasons });

    await store.getState().replay.consent();
    const [first, second] = callsTo('replay:run').map((call) => call.request);
    expect(first).not.toHaveProperty('consent');
    expect(second).toMatchObject({ entryIds: [ENTRY_A], consent: true });
    expect(store.getState().replay.run?.job.status).toBe('done');
    expect(store.getState().replay.run?.job.value).toHaveLength(1);
  });

  it('leaves a declined replay unrun', async () => {
    const { store, callsTo } = setup({
      'replay:run': () =>
        ok({
          kind: 'needs-consent',
          reasons: [
            {
              code: 'destructive-tool',
              detail: {
                key: 'consent.destructive-command',
                params: { tool: 'Bash', what: 'rm -r / rm -f', command: 'rm -rf /' },
              },
            },
          ],
        }),
    });
    await store.getState().replay.runEntries([ENTRY_A]);
    store.getState().replay.decline();
    expect(store.getState().replay.run?.job.status).toBe('declined');
    expect(callsTo('replay:run')).toHaveLength(1);
  });

  it('cancels the running job by its id and does not call the cancellation a failure', async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const { store, callsTo } = setup({
      'replay:run': () => reply.promise as never,
      'replay:cancel': () => ok(undefined),
    });
    const running = store.getState().replay.runEntries([ENTRY_A]);
    const { jobId } = callsTo('replay:run')[0]?.request as { jobId: string };
    await store.getState().replay.cancel();
    expect(callsTo('replay:cancel')[0]?.request).toEqual({ jobId });

    reply.resolve({ ok: false, error: { code: 'cancelled', message: 'cancelled' } } as never);
    await running;
    expect(store.getState().replay.run?.job).toMatchObject({ status: 'cancelled', error: null });
  });

  it('drops the answer to a replay that a newer one replaced', async () => {
    const first = deferred<ReturnType<typeof ok>>();
    const replies = [
      first.promise,
      Promise.resolve(ok({ kind: 'done', jobId: 'x', cases: [blocked] })),
    ];
    const { store } = setup({ 'replay:run': () => replies.shift() as never });
    const older = store.getState().replay.runEntries([ENTRY_A]);
    await store.getState().replay.runEntries([ENTRY_B]);
    first.resolve(ok({ kind: 'done', jobId: 'y', cases: [makeCase(ENTRY_A)] }));
    await older;
    expect(store.getState().replay.run?.job.value).toEqual([blocked]);
  });

  it('replays the same entries again translated into another agent, and back as recorded', async () => {
    const { store, callsTo } = setup({
      'replay:run': (request) => ok({ kind: 'done', jobId: request.jobId!, cases: [] }),
    });
    await store.getState().replay.runEntries([ENTRY_A]);
    await store.getState().replay.rerun('cline-cli');
    await store.getState().replay.rerun();
    await store.getState().replay.rerun(null);
    const requests = callsTo('replay:run').map((call) => call.request as Record<string, unknown>);
    expect(requests.map((request) => request.target)).toEqual([
      undefined,
      { translateTo: 'cline-cli' },
      { translateTo: 'cline-cli' },
      undefined,
    ]);
    expect(requests.every((request) => JSON.stringify(request.entryIds) === `["${ENTRY_A}"]`)).toBe(
      true,
    );
  });

  it('stays on the case on view when the same entries are replayed again', async () => {
    const { store } = setup({
      'replay:run': (request) =>
        ok({ kind: 'done', jobId: request.jobId!, cases: [makeCase(ENTRY_A), blocked] }),
    });
    await store.getState().replay.runEntries([ENTRY_A, ENTRY_B]);
    store.getState().replay.selectCase(ENTRY_A);
    await store.getState().replay.rerun();
    expect(store.getState().replay.selectedId).toBe(ENTRY_A);
  });

  it('shows a failure with the service error', async () => {
    const { store } = setup({
      'replay:run': () => ({ ok: false, error: { code: 'not-found', message: 'no such entry' } }),
    });
    await store.getState().replay.runEntries([ENTRY_A]);
    expect(store.getState().replay.run?.job).toMatchObject({
      status: 'failed',
      error: { code: 'not-found' },
    });
  });
});

describe('replay suites slice', () => {
  const shop = makeWorkspace('shop', { roots: ['/home/ana/shop'] });
  const summary = {
    file: '/home/ana/shop/.hookyard/tests/regressions.json',
    name: 'regressions',
    cases: 2,
    status: 'failed' as const,
    failed: 1,
    lastRunAt: 1_700_000_000_000,
  };

  it('lists no suites at user level without asking the service', async () => {
    const { store, callsTo } = setup({ 'replay:suites': () => ok([summary]) });
    await store.getState().replay.loadSuites();
    expect(store.getState().replay.suites).toBeNull();
    expect(callsTo('replay:suites')).toHaveLength(0);
  });

  it('lists the suites of the workspace on screen and runs one into the replay view', async () => {
    const { store, callsTo } = setup({
      'replay:suites': () => ok([summary]),
      'replay:run-suite': () =>
        ok({ passed: 1, failed: 1, cases: [makeCase('regressions#0'), blocked] }),
    });
    store.setState((state) => ({
      workspaces: { ...state.workspaces, list: [shop] },
      scope: { kind: 'workspace', workspaceId: 'shop' },
    }));
    await store.getState().replay.loadSuites();
    expect(store.getState().replay.suites).toMatchObject({
      workspace: '/home/ana/shop',
      status: 'ready',
      suites: [summary],
    });

    await store.getState().replay.runSuite('/home/ana/shop', 'regressions');
    expect(callsTo('replay:run-suite')[0]?.request).toEqual({
      workspace: '/home/ana/shop',
      suite: 'regressions',
      jobId: expect.stringMatching(/^replay-/),
    });
    const run = store.getState().replay.run;
    expect(run?.origin).toEqual({
      kind: 'suite',
      workspace: '/home/ana/shop',
      suite: 'regressions',
    });
    expect(run?.job.value).toHaveLength(2);
    // The suite's status changed with the run: the list is asked for again.
    await Promise.resolve();
    expect(callsTo('replay:suites')).toHaveLength(2);
  });

  it('offers to run a suite anyway when the service refuses it as untrusted', async () => {
    const { store, callsTo } = setup({
      'replay:suites': () => ok([summary]),
      'replay:run-suite': (request) =>
        request.consent
          ? ok({ passed: 1, failed: 0, cases: [makeCase('regressions#1')] })
          : { ok: false, error: { code: 'untrusted', message: 'Bash runs rm -r / rm -f' } },
    });
    await store.getState().replay.runSuite('/home/ana/shop', 'regressions');
    expect(store.getState().replay.run?.job).toMatchObject({
      status: 'failed',
      error: { code: 'untrusted' },
    });
    await store.getState().replay.consent();
    expect(callsTo('replay:run-suite')[1]?.request).toMatchObject({
      suite: 'regressions',
      consent: true,
    });
    expect(store.getState().replay.run?.job.status).toBe('done');
  });

  it('saves a case with the expected verdict and refreshes the suites it went into', async () => {
    const { store, callsTo } = setup({
      'replay:suites': () => ok([summary]),
      'replay:save-case': () => ok({ file: summary.file }),
    });
    store.setState((state) => ({
      workspaces: { ...state.workspaces, list: [shop] },
      scope: { kind: 'workspace', workspaceId: 'shop' },
    }));
    await store.getState().replay.loadSuites();
    const saved = await store.getState().replay.saveCase({
      workspace: '/home/ana/shop',
      suite: 'regressions',
      entryId: ENTRY_B,
      expected: 'blocked',
    });
    expect(saved).toBe(true);
    expect(callsTo('replay:save-case')[0]?.request).toEqual({
      workspace: '/home/ana/shop',
      suite: 'regressions',
      entryId: ENTRY_B,
      expected: 'blocked',
    });
    expect(store.getState().replay.lastSave).toMatchObject({ status: 'saved', file: summary.file });
    expect(callsTo('replay:suites')).toHaveLength(2);
  });

  it('keeps the error of a save that failed', async () => {
    const { store } = setup({
      'replay:save-case': () => ({ ok: false, error: { code: 'conflict', message: 'changed' } }),
    });
    const saved = await store.getState().replay.saveCase({
      workspace: '/w',
      suite: 's',
      entryId: ENTRY_A,
      expected: 'allowed',
    });
    expect(saved).toBe(false);
    expect(store.getState().replay.lastSave).toMatchObject({
      status: 'failed',
      error: { code: 'conflict' },
    });
  });
});

describe('shadow run slice', () => {
  const request = { hookId: 'h1', filter: { event: 'PreToolUse' }, draft: '#!/bin/sh\nexit 2\n' };

  it('replays the range against the draft and keeps agree and disagree counts', async () => {
    const { store, callsTo } = setup({
      'replay:shadow': (sent) =>
        ok({
          kind: 'done',
          jobId: sent.jobId!,
          total: 5,
          agree: 3,
          disagree: 1,
          skipped: 1,
          differences: [blocked],
        }),
    });
    await store.getState().replay.runShadow(request);
    expect(callsTo('replay:shadow')[0]?.request).toMatchObject(request);
    expect(store.getState().replay.shadow?.job.value).toEqual({
      total: 5,
      agree: 3,
      disagree: 1,
      skipped: 1,
      differences: [blocked],
    });
  });

  it('resends the same draft with consent after asking', async () => {
    const { store, callsTo } = setup({
      'replay:shadow': (sent) =>
        sent.consent
          ? ok({
              kind: 'done',
              jobId: sent.jobId!,
              total: 0,
              agree: 0,
              disagree: 0,
              skipped: 0,
              differences: [],
            })
          : ok({
              kind: 'needs-consent',
              reasons: [
                {
                  code: 'destructive-tool',
                  detail: {
                    key: 'consent.destructive-command',
                    params: { tool: 'Bash', what: 'rm -r / rm -f', command: 'rm -rf build' },
                  },
                },
              ],
            }),
    });
    await store.getState().replay.runShadow(request);
    expect(store.getState().replay.shadow?.job.status).toBe('needs-consent');
    await store.getState().replay.consentToShadow();
    expect(callsTo('replay:shadow')[1]?.request).toMatchObject({ ...request, consent: true });
    expect(store.getState().replay.shadow?.job.status).toBe('done');
  });

  it('cancels a running shadow run when it is closed', async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const { store, callsTo } = setup({
      'replay:shadow': () => reply.promise as never,
      'replay:cancel': () => ok(undefined),
    });
    const running = store.getState().replay.runShadow(request);
    const { jobId } = callsTo('replay:shadow')[0]?.request as { jobId: string };
    store.getState().replay.closeShadow();
    expect(callsTo('replay:cancel')[0]?.request).toEqual({ jobId });
    reply.resolve(
      ok({ kind: 'done', jobId, total: 1, agree: 1, disagree: 0, skipped: 0, differences: [] }),
    );
    await running;
    expect(store.getState().replay.shadow).toBeNull();
  });
});

describe('recorded entry of the case on view', () => {
  const entry = {
    id: ENTRY_B,
    ts: '2026-11-30T05:00:00.000Z',
    kind: 'hookyard-run' as const,
    source: 'bench' as const,
    agent: 'claude-code' as const,
    workspace: '/home/ana/shop',
    sessionId: null,
    event: 'PreToolUse',
    tool: 'Bash',
    hook: 'guard.sh',
    outcome: 'success',
    durationMs: 9,
    payload: { tool_name: 'Bash', tool_input: { command: 'npm run build' } },
    output: null,
    meta: {},
  };

  it('fetches the entry of the case the replay opens, and of each case selected after', async () => {
    const { store, callsTo } = setup({
      'replay:run': (request) => ok({ kind: 'done', jobId: request.jobId!, cases: [blocked] }),
      'history:get-entry': ({ id }) =>
        id === ENTRY_B ? ok(entry) : { ok: false, error: { code: 'not-found', message: id } },
    });
    await store.getState().replay.runEntries([ENTRY_B]);
    await Promise.resolve();
    expect(callsTo('history:get-entry').map((call) => call.request)).toEqual([{ id: ENTRY_B }]);
    expect(store.getState().replay.recorded).toEqual({ id: ENTRY_B, entry, error: null });

    await store.getState().replay.loadRecorded(ENTRY_A);
    expect(store.getState().replay.recorded).toMatchObject({ id: ENTRY_A, entry: null });
    expect(store.getState().replay.recorded?.error?.code).toBe('not-found');
  });

  it('asks nothing for a suite case, and drops a reply for a case no longer on view', async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const { store, callsTo } = setup({ 'history:get-entry': () => reply.promise as never });
    await store.getState().replay.loadRecorded('regressions#1');
    expect(callsTo('history:get-entry')).toHaveLength(0);
    expect(store.getState().replay.recorded).toBeNull();

    const loading = store.getState().replay.loadRecorded(ENTRY_B);
    await store.getState().replay.loadRecorded(null);
    reply.resolve(ok(entry));
    await loading;
    expect(store.getState().replay.recorded).toBeNull();
  });
});
