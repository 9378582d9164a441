import fs from 'node:fs';

import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import type { ToolUseBasics } from '../../../electron/services/agents/agent';
import {
  hookToolUsePayload,
  readHookToolUse,
} from '../../../electron/services/agents/hook-tool-use';
import { readPayload } from '../../../electron/services/agents/payload-read';
import { sharedPath } from '../../helpers/shared-dir';

// readHookToolUse skips zod for payloads of the common shape: for every payload it must read
// exactly what the schema reads, and refuse exactly what the schema refuses, with its words.

const KIND = { agent: 'Codex', event: 'PreToolUse/PermissionRequest' };
const shape = hookToolUsePayload(z.enum(['PreToolUse', 'PermissionRequest']), ['turn_id']);

function bySchema(payload: unknown): ToolUseBasics | string {
  try {
    const parsed = readPayload(shape.schema, payload, KIND);
    return {
      agent: 'codex',
      event: parsed.hook_event_name,
      workspace: parsed.cwd ?? null,
      sessionId: parsed.session_id ?? null,
      toolName: parsed.tool_name,
      toolInput: parsed.tool_input,
    };
  } catch (error) {
    return (error as Error).message;
  }
}

function read(payload: unknown): ToolUseBasics | string {
  try {
    return readHookToolUse(shape, payload, 'codex', KIND);
  } catch (error) {
    return (error as Error).message;
  }
}

const base = {
  hook_event_name: 'PreToolUse',
  session_id: 's1',
  cwd: '/work/app',
  tool_name: 'Bash',
  tool_input: { command: 'npm test', description: 'run the tests' },
};
const withSymbol = { ...base, tool_input: { command: 'x', [Symbol('s')]: 1 } };
const nullProto = Object.assign(Object.create(null) as object, { command: 'x' });
const fixture = (...parts: string[]) =>
  JSON.parse(fs.readFileSync(sharedPath('fixtures', ...parts), 'utf8')) as unknown;

const PAYLOADS: Array<[string, unknown]> = [
  ['the common shape', base],
  [
    'a real Claude Code PermissionRequest',
    fixture('claude', 'payloads', 'PermissionRequest.Bash.json'),
  ],
  ['a real Claude Code PreToolUse Write', fixture('claude', 'payloads', 'PreToolUse.Write.json')],
  ['fields the schema does not know', { ...base, transcript_path: '/t', permission_mode: 'x' }],
  ['a Codex turn_id', { ...base, turn_id: 't1' }],
  ['a turn_id that is not a string', { ...base, turn_id: 7 }],
  ['no session or cwd', { hook_event_name: 'PermissionRequest', tool_name: 'Read' }],
  ['no tool_input', { ...base, tool_input: undefined }],
  ['an empty tool_input', { ...base, tool_input: {} }],
  ['a nested tool_input', { ...base, tool_input: { edits: [{ a: 1 }], deep: { x: null } } }],
  ['a tool_input that is an array', { ...base, tool_input: ['a'] }],
  ['a tool_input that is a string', { ...base, tool_input: 'rm -rf /' }],
  ['a tool_input that is null', { ...base, tool_input: null }],
  [
    'a tool_input with a __proto__ key',
    JSON.parse(
      '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"__proto__":{"x":1},"command":"ls"}}',
    ),
  ],
  [
    'a tool_input with a constructor key',
    { ...base, tool_input: { constructor: 'x', command: 'ls' } },
  ],
  ['a tool_input with a constructor function', { ...base, tool_input: { constructor: () => 1 } }],
  ['a tool_input with a symbol key', withSymbol],
  ['a tool_input with no prototype', { ...base, tool_input: nullProto }],
  ['an unknown event', { ...base, hook_event_name: 'PostToolUse' }],
  ['an event that is not a string', { ...base, hook_event_name: 1 }],
  ['an empty tool name', { ...base, tool_name: '' }],
  ['a tool name that is not a string', { ...base, tool_name: ['Bash'] }],
  ['no tool name', { ...base, tool_name: undefined }],
  ['a session id that is a number', { ...base, session_id: 1 }],
  ['a session id that is null', { ...base, session_id: null }],
  ['a cwd that is an object', { ...base, cwd: {} }],
  ['a payload that is an array', [base]],
  ['a payload that is a string', 'PreToolUse'],
  ['a payload that is null', null],
  ['an empty payload', {}],
];

describe('reading an approval hook payload', () => {
  it.each(PAYLOADS)('reads %s exactly as the schema does', (_name, payload) => {
    expect(read(payload)).toStrictEqual(bySchema(payload));
  });

  it('gives a copy of the tool input, as the schema does', () => {
    const payload = structuredClone(base);
    const use = readHookToolUse(shape, payload, 'codex', KIND);
    expect(use.toolInput).toEqual(payload.tool_input);
    expect(use.toolInput).not.toBe(payload.tool_input);
  });
});
