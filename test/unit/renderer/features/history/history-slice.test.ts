import { describe, expect, it } from 'vitest';

import type { HistoryEntry, HistoryPage } from '../../../../../shared/schemas/history';
import { rowAfterKey } from '../../../../../renderer/features/history/model/row-keys';
import { createAppStore } from '../../../../../renderer/store/create-app-store';
import {
  entryMatches,
  toAuditFilter,
  EMPTY_HISTORY_FILTER,
} from '../../../../../renderer/features/history/state/history-filter';
import {
  HISTORY_SCREEN,
  selectHistoryEntry,
  selectHistoryImport,
} from '../../../../../renderer/features/history/state/history-slice';
import { createTestApi, deferred, makeWorkspace, ok, type Handlers } from '../../fixtures';

let serial = 0;
function makeEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  serial += 1;
  return {
    id: `01J0000000000000000000${String(serial).padStart(4, '0')}`,
    ts: `2026-03-01T10:00:${String(serial % 60).padStart(2, '0')}.000Z`,
    kind: 'hook-run',
    source: 'claude-transcript',
    agent: 'claude-code',
    workspace: '/home/ana/shop',
    sessionId: 's1',
    event: 'PreToolUse',
    tool: 'Bash',
    hook: 'guard.sh',
    outcome: 'success',
    durationMs: 12,
    payload: { command: 'ls' },
    output: { stdout: '', stderr: '', exitCode: 0 },
    meta: {},
    ...overrides,
  };
}

const page = (entries: HistoryEntry[], more = false): HistoryPage => ({
  entries,
  nextCursor: more ? { ts: entries.at(-1)!.ts, id: entries.at(-1)!.id } : null,
  unreadable: 0,
});

function setup(handlers: Handlers) {
  const test = createTestApi(handlers);
  return { ...test, store: createAppStore({ api: test.api }) };
}

describe('history slice', () => {
  it('asks for the newest page of the workspace on screen and keeps where it ended', async () => {
    const first = [makeEntry(), makeEntry()];
    const { store, callsTo } = setup({ 'history:query': () => ok(page(first, true)) });
    store.setState((state) => ({
      workspaces: {
        ...state.workspaces,
        list: [makeWorkspace('shop', { roots: ['/home/ana/shop'] })],
      },
      scope: { kind: 'workspace', workspaceId: 'shop' },
    }));
    await store.getState().history.load();

    expect(callsTo('history:query')[0]?.request).toEqual({
      filter: { workspace: '/home/ana/shop' },
      cursor: null,
      limit: 200,
      order: 'desc',
    });
    expect(store.getState().history.entries).toEqual(first);
    expect(store.getState().history.cursor).toEqual({ ts: first[1]!.ts, id: first[1]!.id });
  });

  it('shows no row of another workspace while the page of the one on screen loads', async () => {
    const shop = [makeEntry({ workspace: '/home/ana/shop' })];
    const blog = [makeEntry({ workspace: '/home/ana/blog' })];
    const slow = deferred<ReturnType<typeof ok<HistoryPage>>>();
    const replies = [
      Promise.resolve(ok(page(shop))),
      slow.promise,
      Promise.resolve(ok(page(shop))),
    ];
    const { store } = setup({ 'history:query': () => replies.shift()! });
    const show = (workspaceId: string) =>
      store.setState((state) => ({
        workspaces: {
          ...state.workspaces,
          list: [
            makeWorkspace('shop', { roots: ['/home/ana/shop'] }),
            makeWorkspace('blog', { roots: ['/home/ana/blog'] }),
          ],
        },
        scope: { kind: 'workspace', workspaceId },
      }));
    show('shop');
    await store.getState().history.load();
    expect(store.getState().history.entries).toEqual(shop);

    show('blog');
    const loading = store.getState().history.load();
    expect(store.getState().history).toMatchObject({
      status: 'loading',
      entries: [],
      cursor: null,
    });
    slow.resolve(ok(page(blog)));
    await loading;
    expect(store.getState().history.entries).toEqual(blog);

    // A new filter in the same workspace keeps its rows until the answer.
    const refiltered = store.getState().history.setFilter({ outcome: 'block' });
    expect(store.getState().history).toMatchObject({ status: 'loading', entries: blog });
    await refiltered;
  });

  it('pages on from the cursor and stops asking after the last page', async () => {
    const first = [makeEntry()];
    const second = [makeEntry()];
    const replies = [page(first, true), page(second)];
    const { store, callsTo } = setup({ 'history:query': () => ok(replies.shift()!) });
    await store.getState().history.load();
    await store.getState().history.loadMore();
    await store.getState().history.loadMore();

    expect(callsTo('history:query')).toHaveLength(2);
    expect(callsTo('history:query')[1]?.request).toMatchObject({
      cursor: { ts: first[0]!.ts, id: first[0]!.id },
    });
    expect(store.getState().history.entries).toEqual([...first, ...second]);
  });

  it('drops the reply to a query the user has since changed', async () => {
    const slow = deferred<ReturnType<typeof ok<HistoryPage>>>();
    const stale = [makeEntry({ agent: 'cline-cli' })];
    const fresh = [makeEntry()];
    let call = 0;
    const { store } = setup({
      'history:query': () => (++call === 1 ? slow.promise : ok(page(fresh))),
    });
    const before = store.getState().history.load();
    await store.getState().history.setFilter({ agent: 'claude-code', text: ' secret ' });
    slow.resolve(ok(page(stale)));
    await before;

    expect(store.getState().history.entries).toEqual(fresh);
    expect(store.getState().history.query).toEqual({ agent: 'claude-code', text: 'secret' });
  });

  it('keeps the service message when the log cannot be opened', async () => {
    const error = { code: 'conflict' as const, message: 'Close the other Hookyard, then retry.' };
    const { store } = setup({ 'history:query': () => ({ ok: false, error }) });
    await store.getState().history.load();

    expect(store.getState().history.status).toBe('error');
    expect(store.getState().history.error).toEqual(error);
  });

  it('puts matching live entries on top while the list is at its top, and counts them otherwise', async () => {
    const old = makeEntry();
    const { store, callsTo } = setup({ 'history:query': () => ok(page([old])) });
    await store.getState().history.setFilter({ agent: 'claude-code' });
    const live = makeEntry({ ts: '2026-03-02T00:00:00.000Z' });
    const other = makeEntry({ agent: 'cline-cli' });
    store.getState().history.receiveAppended({ count: 2, newest: [other, live] });
    expect(store.getState().history.entries.map((entry) => entry.id)).toEqual([live.id, old.id]);

    store.getState().history.setAtTop(false);
    store.getState().history.receiveAppended({ count: 1, newest: [makeEntry()] });
    expect(store.getState().history.newCount).toBe(1);
    expect(store.getState().history.entries).toHaveLength(2);

    const queries = callsTo('history:query').length;
    store.getState().history.setAtTop(true);
    expect(callsTo('history:query')).toHaveLength(queries + 1);
  });

  it('places live entries by their time, not on top: an import brings in older ones after newer', async () => {
    const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const [t1, t3] = [makeEntry({ ts: at(1) }), makeEntry({ ts: at(3) })];
    const { store } = setup({ 'history:query': () => ok(page([t3, t1])) });
    await store.getState().history.load();
    const [t2, t4] = [makeEntry({ ts: at(2) }), makeEntry({ ts: at(4) })];
    store.getState().history.receiveAppended({ count: 2, newest: [t2, t4] });
    expect(store.getState().history.entries.map((entry) => entry.ts)).toEqual(
      [t4, t3, t2, t1].map((entry) => entry.ts),
    );
  });

  it('with pages left, leaves an older live entry to paging, and reloads for one of the same time', async () => {
    const at = (minute: number) => `2026-03-01T11:${String(minute).padStart(2, '0')}:00.000Z`;
    const [t2, t3] = [makeEntry({ ts: at(2) }), makeEntry({ ts: at(3) })];
    const { store, callsTo } = setup({ 'history:query': () => ok(page([t3, t2], true)) });
    await store.getState().history.load();
    const [t1, t4] = [makeEntry({ ts: at(1) }), makeEntry({ ts: at(4) })];
    store.getState().history.receiveAppended({ count: 2, newest: [t1, t4] });
    expect(store.getState().history.entries.map((entry) => entry.ts)).toEqual(
      [t4, t3, t2].map((entry) => entry.ts),
    );
    expect(callsTo('history:query')).toHaveLength(1);
    store.getState().history.receiveAppended({ count: 1, newest: [makeEntry({ ts: at(2) })] });
    expect(callsTo('history:query')).toHaveLength(2);
  });

  it('reloads when more entries arrived than the event carries', async () => {
    const { store, callsTo } = setup({ 'history:query': () => ok(page([makeEntry()])) });
    await store.getState().history.load();
    store.getState().history.receiveAppended({ count: 80, newest: [makeEntry()] });

    expect(callsTo('history:query')).toHaveLength(2);
  });

  it('imports with the progress the service pushes, then reloads', async () => {
    const reply = deferred<never>();
    const report = {
      sources: [
        { source: 'cline-hooks-jsonl', files: 1, lines: 3, entries: 3, malformed: 0, samples: [] },
      ],
      durationMs: 5,
      error: null,
    };
    const { store, callsTo } = setup({
      'history:query': () => ok(page([])),
      'history:import': () => reply.promise.then(() => ok(report)) as never,
    });
    const running = store.getState().history.importRecords();
    const progress = {
      phase: 'import' as const,
      label: 'hooks.jsonl',
      bytesDone: 5,
      bytesTotal: 10,
      entries: 2,
    };
    store.getState().history.receiveProgress(progress);
    expect(selectHistoryImport(store.getState())).toMatchObject({ status: 'running', progress });

    reply.resolve(undefined as never);
    await running;
    expect(selectHistoryImport(store.getState())).toMatchObject({ status: 'done', report });
    expect(callsTo('history:query')).toHaveLength(1);
  });

  it('says how far indexing has come while it runs, then reads the list again in full', async () => {
    const { store, callsTo } = setup({ 'history:query': () => ok(page([makeEntry()])) });
    await store.getState().history.load();
    const step = { phase: 'reindex' as const, label: 'audit log', entries: 900 };
    store.getState().history.receiveProgress({ ...step, bytesDone: 10, bytesTotal: 40 });
    expect(store.getState().history.indexing).toEqual({
      bytesDone: 10,
      bytesTotal: 40,
      entries: 900,
    });
    expect(callsTo('history:query')).toHaveLength(1);

    store.getState().history.receiveProgress({ ...step, bytesDone: 40, bytesTotal: 40 });
    expect(store.getState().history.indexing).toBeNull();
    expect(callsTo('history:query')).toHaveLength(2);
    // A sync with nothing left to index (one step, already done) says nothing and reloads nothing.
    store.getState().history.receiveProgress({ ...step, bytesDone: 40, bytesTotal: 40 });
    expect(callsTo('history:query')).toHaveLength(2);
  });

  it('reads an empty list again once indexing has its first entries, and only then', async () => {
    const pages = [page([]), page([makeEntry()])];
    const { store, callsTo } = setup({ 'history:query': () => ok(pages.shift() ?? page([])) });
    await store.getState().history.load();
    const step = { phase: 'reindex' as const, label: 'audit log' };
    // The first batch is read, not yet committed: still nothing to list.
    store.getState().history.receiveProgress({ ...step, bytesDone: 5, bytesTotal: 40, entries: 0 });
    expect(callsTo('history:query')).toHaveLength(1);
    store
      .getState()
      .history.receiveProgress({ ...step, bytesDone: 10, bytesTotal: 40, entries: 300 });
    await expect.poll(() => store.getState().history.entries).toHaveLength(1);
    expect(callsTo('history:query')).toHaveLength(2);
    // Later commits leave the list as it is until indexing ends.
    store
      .getState()
      .history.receiveProgress({ ...step, bytesDone: 20, bytesTotal: 40, entries: 600 });
    expect(callsTo('history:query')).toHaveLength(2);
  });

  it('shows the selected entry’s session in order', async () => {
    const entry = makeEntry({ sessionId: 'abc' });
    const session = [makeEntry({ sessionId: 'abc' }), entry];
    const { store, callsTo } = setup({
      'history:query': () => ok(page([entry])),
      'history:get-session': () => ok(page(session)),
    });
    await store.getState().history.load();
    store.getState().history.select(entry.id);
    await store.getState().history.showSession();

    expect(callsTo('history:get-session')[0]?.request).toMatchObject({
      sessionId: 'abc',
      agent: 'claude-code',
    });
    expect(store.getState().history.session?.entries).toEqual(session);
    store.getState().history.select(session[0]!.id);
    expect(selectHistoryEntry(store.getState())).toEqual(session[0]);
  });

  it('computes the overview only while it is open, for the filter of the list', async () => {
    const timeline = { bucket: 'hour' as const, points: [] };
    const stats = [
      {
        hook: 'guard.sh',
        agent: 'claude-code',
        event: 'PreToolUse',
        runs: 4,
        failures: 1,
        blocks: 0,
        failureRate: 0.25,
        blockRate: 0,
        p50Ms: 10,
        p95Ms: 40,
        lastRunAt: '2026-03-01T10:00:00.000Z',
      },
    ];
    const { store, callsTo } = setup({
      'history:query': () => ok(page([])),
      'history:get-timeline': () => ok(timeline),
      'history:get-hook-stats': () => ok(stats),
    });
    await store.getState().history.setFilter({ outcome: 'error' });
    expect(callsTo('history:get-timeline')).toHaveLength(0);

    await store.getState().history.setInsightsOpen(true);
    expect(callsTo('history:get-hook-stats')[0]?.request).toEqual({ filter: { outcome: 'error' } });
    expect(store.getState().history.insights).toMatchObject({
      status: 'ready',
      timeline,
      hookStats: stats,
    });
  });

  it('shows an entry a link asks for, fetched by id when it is older than the loaded pages', async () => {
    const loaded = [makeEntry(), makeEntry()];
    const old = makeEntry({ ts: '2025-01-01T00:00:00.000Z' });
    const { store, callsTo } = setup({
      'history:query': () => ok(page(loaded, true)),
      'history:get-entry': ({ id }) =>
        id === old.id ? ok(old) : { ok: false, error: { code: 'not-found', message: 'gone' } },
    });
    await store.getState().history.load();

    await store.getState().history.showEntry(old.id);
    expect(store.getState().screen).toBe(HISTORY_SCREEN);
    expect(selectHistoryEntry(store.getState())).toEqual(old);
    // A loaded entry is shown as it is in the list.
    await store.getState().history.showEntry(loaded[1]!.id);
    expect(selectHistoryEntry(store.getState())).toBe(store.getState().history.entries[1]);
    // One that expired selects nothing; an id that cannot be an entry's is not even asked for.
    await store.getState().history.showEntry('01J00000000000000000009999');
    expect(selectHistoryEntry(store.getState())).toBeNull();
    await store.getState().history.showEntry('not-an-id');
    expect(callsTo('history:get-entry')).toHaveLength(3);
  });
});

describe('history filter', () => {
  it('turns a range preset into a lower bound counted back from now', () => {
    const now = Date.parse('2026-03-02T12:00:00.000Z');
    expect(toAuditFilter({ ...EMPTY_HISTORY_FILTER, range: 'hour' }, null, now)).toEqual({
      from: '2026-03-02T11:00:00.000Z',
    });
    expect(toAuditFilter({ ...EMPTY_HISTORY_FILTER, range: 'week' }, '/w', now)).toEqual({
      workspace: '/w',
      from: '2026-02-23T12:00:00.000Z',
    });
  });

  it('matches a pushed entry by its fields and by whole words of its payload', () => {
    const entry = makeEntry({ payload: { command: 'rm -rf build' } });
    expect(entryMatches(entry, { agent: 'claude-code', text: 'RM build' })).toBe(true);
    expect(entryMatches(entry, { text: 'buil' })).toBe(false);
    expect(entryMatches(entry, { outcome: 'error' })).toBe(false);
    expect(entryMatches(entry, { from: '2027-01-01T00:00:00.000Z' })).toBe(false);
  });
});

describe('history list keys', () => {
  it('steps, pages and jumps within the loaded rows', () => {
    expect(rowAfterKey('ArrowDown', 3, 10, 200)).toBe(4);
    expect(rowAfterKey('ArrowUp', 0, 10, 200)).toBe(0);
    expect(rowAfterKey('PageDown', 195, 10, 200)).toBe(199);
    expect(rowAfterKey('End', 3, 10, 200)).toBe(199);
    expect(rowAfterKey('Home', 150, 10, 200)).toBe(0);
    expect(rowAfterKey('a', 3, 10, 200)).toBeNull();
    expect(rowAfterKey('ArrowDown', 0, 10, 0)).toBeNull();
  });
});
