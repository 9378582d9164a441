import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { answerFor } from '../../../electron/services/approvals/agent-answer';
import { readToolUse } from '../../../electron/services/approvals/tool-use';
import { sharedPath } from '../../helpers/shared-dir';

const fixture = (...parts: string[]) =>
  JSON.parse(fs.readFileSync(sharedPath('fixtures', ...parts), 'utf8')) as unknown;

describe('reading tool uses from real hook payloads', () => {
  it('reads a Claude Code PermissionRequest for Bash', () => {
    const use = readToolUse(
      'claude-code',
      fixture('claude', 'payloads', 'PermissionRequest.Bash.json'),
    );
    expect(use).toMatchObject({
      agent: 'claude-code',
      event: 'PermissionRequest',
      sessionId: '605ac798-f172-464e-a7ed-d81b6625d48e',
      toolName: 'Bash',
      command: 'echo hi > x.txt',
      preview: { kind: 'command', command: 'echo hi > x.txt' },
    });
  });

  it('shows a Write as a diff from nothing', () => {
    const use = readToolUse('claude-code', fixture('claude', 'payloads', 'PreToolUse.Write.json'));
    expect(use.paths).toEqual(['<project>/x2.txt']);
    expect(use.preview).toEqual({
      kind: 'diff',
      file: '<project>/x2.txt',
      before: '',
      after: 'written by Write\n',
    });
  });

  it('reads a Cline CLI tool_call with its workspace, session and file paths', () => {
    const use = readToolUse('cline', fixture('cline', 'payloads', 'PreToolUse__tool_call.json'));
    expect(use).toMatchObject({
      agent: 'cline-cli',
      event: 'PreToolUse',
      workspace: '<WS>',
      sessionId: '1796003470916_bim19',
      toolName: 'read_files',
      paths: ['<WS>/README.txt'],
    });
  });

  it('reads a Cline VS Code PreToolUse, whose parameters arrive as strings', () => {
    const use = readToolUse('cline', {
      hookName: 'PreToolUse',
      taskId: 't1',
      workspaceRoots: ['/w'],
      preToolUse: {
        toolName: 'execute_command',
        parameters: { command: 'npm test', requires_approval: 'true' },
      },
    });
    expect(use).toMatchObject({ agent: 'cline-vscode', command: 'npm test', sessionId: 't1' });
  });

  it('refuses a payload that is not a tool-use event, saying why', () => {
    expect(() => readToolUse('claude-code', { hook_event_name: 'Stop' })).toThrow(
      /not a Claude Code/,
    );
    expect(() => readToolUse('cline', 'nonsense')).toThrow(/not a Cline tool_call/);
  });
});

describe("answers in each agent's own words", () => {
  const deny = { decision: 'deny' as const, reason: 'not today', editedInput: null };
  const edited = { decision: 'allow' as const, reason: null, editedInput: { command: 'ls' } };

  it('answers a Claude Code PreToolUse with permissionDecision and a reason', () => {
    expect(answerFor('claude-code', 'PreToolUse', deny)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: 'not today',
      },
    });
    expect(answerFor('claude-code', 'PreToolUse', edited)).toMatchObject({
      hookSpecificOutput: { permissionDecision: 'allow', updatedInput: { command: 'ls' } },
    });
  });

  it('answers a Claude Code PermissionRequest with decision.behavior', () => {
    expect(answerFor('claude-code', 'PermissionRequest', deny)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PermissionRequest',
        decision: { behavior: 'deny', message: 'not today' },
      },
    });
    expect(answerFor('claude-code', 'PermissionRequest', edited)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PermissionRequest',
        decision: { behavior: 'allow', updatedInput: { command: 'ls' } },
      },
    });
  });

  it('answers Cline with cancel on deny, overrideInput on an edit and nothing on allow', () => {
    expect(answerFor('cline-cli', 'PreToolUse', deny)).toEqual({
      cancel: true,
      errorMessage: 'not today',
    });
    expect(answerFor('cline-cli', 'PreToolUse', edited)).toEqual({
      overrideInput: { command: 'ls' },
    });
    expect(answerFor('cline-vscode', 'PreToolUse', { ...edited, editedInput: null })).toEqual({});
  });

  it('says nothing when it has no opinion', () => {
    expect(
      answerFor('claude-code', 'PreToolUse', { decision: 'none', reason: null, editedInput: null }),
    ).toEqual({});
  });
});
