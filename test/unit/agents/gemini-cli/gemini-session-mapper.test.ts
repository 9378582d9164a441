import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { geminiSessionMapper } from '../../../../electron/services/agents/gemini-cli/gemini-session-mapper';
import { MalformedLine } from '../../../../shared/i18n/malformed-line';
import type { HistoryEntryInput } from '../../../../shared/schemas/history';
import { sharedPath } from '../../../helpers/shared-dir';

function mapFile(file: string): HistoryEntryInput[] {
  const state = geminiSessionMapper.initialState();
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && geminiSessionMapper.wants!(line))
    .flatMap((line, offset) => {
      const out = geminiSessionMapper.map(
        JSON.parse(line) as Record<string, unknown>,
        { path: file, offset },
        state,
      );
      return out instanceof MalformedLine ? [] : out;
    });
}

describe('Gemini session logs in the audit log', () => {
  test('a real log gives the session and each tool call once, though Gemini writes its record again', () => {
    const entries = mapFile(sharedPath('fixtures', 'gemini', 'session-all-events.jsonl'));
    expect(entries.map((e) => [e.kind, e.event, e.tool])).toEqual([
      ['agent-event', 'SessionStart', null],
      ['agent-event', 'BeforeTool', 'run_shell_command'],
    ]);
    expect(entries[1]).toMatchObject({
      agent: 'gemini-cli',
      sessionId: '259ea1a8-618b-42f8-a8f1-0dc6f734c12e',
      payload: {
        hook_event_name: 'BeforeTool',
        tool_name: 'run_shell_command',
        tool_input: { command: expect.stringContaining('tool-ran.marker') },
      },
    });
  });

  test('a call a BeforeTool hook denied is a block with the hook’s reason', () => {
    const chats = sharedPath('fixtures', 'gemini', 'scenarios', 'bt-deny', 'run-1', 'chats');
    const entries = mapFile(path.join(chats, fs.readdirSync(chats)[0]!));
    expect(entries.filter((e) => e.kind === 'decision')).toMatchObject([
      { event: 'BeforeTool', outcome: 'block', meta: { reason: 'DENY-REASON-bt' } },
    ]);
  });
});
