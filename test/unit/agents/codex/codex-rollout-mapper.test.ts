import fs from 'node:fs';

import { describe, expect, test } from 'vitest';

import { codexRolloutMapper } from '../../../../electron/services/agents/codex/codex-rollout-mapper';
import { MalformedLine } from '../../../../shared/i18n/malformed-line';
import type { HistoryEntryInput } from '../../../../shared/schemas/history';
import { sharedPath } from '../../../helpers/shared-dir';

function mapLines(text: string): HistoryEntryInput[] {
  const state = codexRolloutMapper.initialState();
  return text
    .split('\n')
    .filter((line) => line && codexRolloutMapper.wants!(line))
    .flatMap((line, offset) => {
      const out = codexRolloutMapper.map(
        JSON.parse(line) as Record<string, unknown>,
        { path: 'r', offset },
        state,
      );
      return out instanceof MalformedLine ? [] : out;
    });
}

describe('Codex rollouts in the audit log', () => {
  test('a real rollout gives the session, the shell call as the PreToolUse payload its hooks got, and the Stop continuation', () => {
    const entries = mapLines(
      fs.readFileSync(sharedPath('fixtures', 'codex', 'rollout-example.jsonl'), 'utf8'),
    );
    expect(entries.map((e) => [e.kind, e.event])).toEqual([
      ['agent-event', 'SessionStart'],
      ['agent-event', 'PreToolUse'],
      ['ingested', 'Stop'],
    ]);
    // The rollout's session_meta names the Codex release (History's version filter).
    expect(entries.map((e) => e.meta?.['agentVersion'])).toEqual(['0.169.0', '0.169.0', '0.169.0']);
    expect(entries[1]).toMatchObject({
      agent: 'codex',
      source: 'codex-rollout',
      sessionId: '01a2334c-f36a-76e0-b8d6-0778ea443ff4',
      tool: 'Bash',
      payload: {
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'echo hookyard-probe-ran | tee probe-ran.txt' },
        tool_use_id: 'call_fake_1',
        cwd: '<WS>',
      },
    });
  });

  test('a call a PreToolUse hook blocked is a block with the hook’s reason, not the command Codex appends', () => {
    const line = JSON.stringify({
      timestamp: '2026-12-01T20:30:11.020Z',
      type: 'response_item',
      payload: {
        type: 'function_call_output',
        call_id: 'call_1',
        output: 'Command blocked by PreToolUse hook: no rm here. Command: rm -rf /',
      },
    });
    expect(mapLines(line)).toMatchObject([
      { kind: 'decision', outcome: 'block', meta: { reason: 'no rm here' } },
    ]);
  });

  test('a line without a timestamp is reported as malformed', () => {
    const out = codexRolloutMapper.map(
      { type: 'session_meta', payload: {} },
      { path: 'r', offset: 0 },
      codexRolloutMapper.initialState(),
    );
    expect(out).toEqual(new MalformedLine('invalid-time', { field: 'timestamp' }));
  });
});
