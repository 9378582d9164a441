import { describe, expect, test } from 'vitest';

import { whyRowOf, type WhyAudit } from '../../../electron/services/history/why-rows';
import { HistoryQuerySchema, type HistoryEntryInput } from '../../../shared/schemas/history';
import type { HistoryStore } from '../../../electron/services/history/history-store';
import { hookRun, openTestStore } from './history-test-kit';

// A real store (JSONL log + SQLite index) with the entries of two tool calls: the Why filters and
// rows go through the index's tool-call and decider tokens.
function auditOf(store: HistoryStore): WhyAudit {
  return {
    entry: (id) => store.entry(id),
    query: (request) => store.query(HistoryQuerySchema.parse(request)),
  };
}

const at = (second: number) => `2026-03-01T10:00:${String(second).padStart(2, '0')}.000Z`;
const input = { command: 'rm -rf build' };

/** Call `toolu_1`: the recorder's event, a hook that said nothing, a rule's deny; then Hookyard's
 * inbox answer, which names no call but the same tool input. Call `toolu_2`: a hook's deny. */
function entries(): HistoryEntryInput[] {
  return [
    hookRun({
      ts: at(1),
      kind: 'agent-event',
      source: 'recorder',
      hook: null,
      outcome: null,
      payload: { tool_use_id: 'toolu_1', tool_input: input },
    }),
    hookRun({ ts: at(2), outcome: 'success', meta: { toolUseId: 'toolu_1' } }),
    hookRun({
      ts: at(3),
      kind: 'decision',
      source: 'claude-transcript',
      hook: null,
      outcome: 'deny',
      payload: { toolInput: input },
      meta: {
        toolUseId: 'toolu_1',
        decision: { by: 'rule', verdict: 'deny', rule: 'Bash(rm *)', file: '/p/s.json', line: 4 },
      },
    }),
    hookRun({
      ts: at(4),
      kind: 'decision',
      source: 'approvals',
      hook: null,
      outcome: 'allow',
      payload: { toolInput: input },
      meta: { decidedBy: 'inbox', ruleId: null, reason: null },
    }),
    hookRun({
      ts: at(5),
      outcome: 'deny',
      payload: { tool_use_id: 'toolu_2', tool_input: { command: 'ls' } },
      output: { stdout: '', stderr: 'not today', exitCode: 2 },
    }),
  ];
}

describe('Why rows and the decided-by filter', () => {
  test('one row per tool call, every decision in order, the inbox answer joined by its tool input', () => {
    const store = openTestStore();
    store.append(entries());
    const [event] = store.query(
      HistoryQuerySchema.parse({ filter: { source: 'recorder' }, order: 'asc' }),
    ).entries;
    const row = whyRowOf(auditOf(store), event?.id ?? '');
    expect(row?.callId).toBe('toolu_1');
    expect(row?.entryIds).toHaveLength(4);
    expect(row?.steps.map((step) => [step.decision.by, step.decision.verdict])).toEqual([
      ['hook', null],
      ['rule', 'deny'],
      ['me', 'allow'],
    ]);
    expect(row?.steps[1]?.decision).toMatchObject({ rule: 'Bash(rm *)', line: 4 });
    expect(row?.steps[2]?.decision.where).toBe('inbox');
  });

  test('the decided-by filter finds the entries of each decider, and only those', () => {
    const store = openTestStore();
    store.append(entries());
    const outcomes = (decidedBy: 'rule' | 'hook' | 'me' | 'mode') =>
      store
        .query(HistoryQuerySchema.parse({ filter: { decidedBy }, order: 'asc' }))
        .entries.map((entry) => entry.outcome);
    expect(outcomes('rule')).toEqual(['deny']);
    // The hook that exited 0 decided nothing: only the other call's deny counts.
    expect(outcomes('hook')).toEqual(['deny']);
    expect(outcomes('me')).toEqual(['allow']);
    expect(outcomes('mode')).toEqual([]);
    const call = store.query(HistoryQuerySchema.parse({ filter: { toolCall: 'toolu_2' } }));
    expect(call.entries.map((entry) => entry.outcome)).toEqual(['deny']);
  });

  test('an entry about no tool call has a row of its own decisions; a missing entry has none', () => {
    const store = openTestStore();
    const appended = store.append([
      hookRun({ tool: null, event: 'Stop', outcome: 'block', payload: {}, meta: {} }),
    ]);
    const id = appended.ok ? (appended.entries[0]?.id ?? '') : '';
    const row = whyRowOf(auditOf(store), id);
    expect(row).toMatchObject({ callId: null, entryIds: [id] });
    expect(row?.steps.map((step) => step.decision.by)).toEqual(['hook']);
    expect(whyRowOf(auditOf(store), '01JZZZZZZZZZZZZZZZZZZZZZZZ')).toBeNull();
  });
});
