import { describe, expect, test } from 'vitest';

import {
  interpretClaudeRun,
  parseClaudeStdout,
} from '../../../../../electron/services/agents/claude-code/run/claude-interpret';
import type { HookRunSpec } from '../../../../../electron/services/runner/hook-spec';
import { textOutput } from '../../../../../electron/services/runner/output-capture';
import { runFacts } from '../../../runner/hook-fixtures';
import { codedText } from '../../../../../shared/i18n/coded-text';

function spec(
  event: string,
  handler: HookRunSpec['handler'] = { type: 'command', command: 'hook' },
): HookRunSpec {
  return {
    id: 'h1',
    agent: 'claude-code',
    event,
    scope: 'user',
    sourcePath: '/s.json',
    workspaceRoot: '/w',
    handler,
  };
}

describe('parseClaudeStdout', () => {
  test('empty stdout is no output', () => {
    expect(parseClaudeStdout('  \n', 'PreToolUse')).toMatchObject({
      output: null,
      plainText: null,
      errors: [],
    });
  });

  test('text not starting with { is plain text, trimmed', () => {
    expect(parseClaudeStdout('  hello {x}\n', 'PreToolUse').plainText).toBe('hello {x}');
  });

  test('JSON after leading whitespace is parsed', () => {
    expect(parseClaudeStdout('\n {"systemMessage":"hi"}\n', 'Stop').output).toMatchObject({
      systemMessage: 'hi',
    });
  });

  test('invalid JSON starting with { is an error', () => {
    const [error] = parseClaudeStdout('{ nope', 'Stop').errors;
    expect(error?.key).toBe('run.claude-not-json');
    expect(error?.params.message).toContain('JSON');
  });

  test('a value of the wrong type fails the schema', () => {
    const parsed = parseClaudeStdout(
      '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"maybe"}}',
      'PreToolUse',
    );
    expect(parsed.output).toBeNull();
    expect(parsed.errors[0]?.key).toBe('run.claude-schema-mismatch');
    expect(parsed.errors[0]?.params.message).toContain('hookSpecificOutput.permissionDecision');
  });

  test('hookEventName must name the running event', () => {
    const parsed = parseClaudeStdout(
      '{"hookSpecificOutput":{"hookEventName":"Stop"}}',
      'PreToolUse',
    );
    expect(parsed.errors).toEqual([
      codedText('run.claude-wrong-event-name', { named: 'Stop', event: 'PreToolUse' }),
    ]);
  });

  test('unknown fields are tolerated', () => {
    expect(parseClaudeStdout('{"extra":1,"continue":true}', 'Stop').output).toMatchObject({
      extra: 1,
      continue: true,
    });
  });

  test('a first line {"async":true} backgrounds the hook', () => {
    expect(
      parseClaudeStdout('{"async":true,"asyncTimeout":5000}\nlater output', 'PreToolUse')
        .background,
    ).toBe(true);
  });
});

describe('interpretClaudeRun', () => {
  test('exit 2 blocks on events that can be blocked, with stderr as the message', () => {
    const reading = interpretClaudeRun(
      spec('PreToolUse'),
      runFacts({ exitCode: 2, stderr: ' nope \n', stdout: '{"continue":false}' }),
    );
    expect(reading.control).toMatchObject({
      result: 'blocking-error',
      message: 'nope',
      output: null,
    });
  });

  test('exit 2 on SessionStart only reports', () => {
    const reading = interpretClaudeRun(
      spec('SessionStart'),
      runFacts({ event: 'SessionStart', exitCode: 2, stderr: 'x' }),
    );
    expect(reading.control).toMatchObject({ result: 'non-blocking-error' });
    expect(reading.notes).toEqual([
      codedText('run.claude-exit-2-does-not-block', { event: 'SessionStart' }),
    ]);
  });

  test('other exit codes and signals are non-blocking errors', () => {
    expect(
      interpretClaudeRun(spec('PreToolUse'), runFacts({ exitCode: 127, stderr: 'not found' }))
        .control,
    ).toMatchObject({
      result: 'non-blocking-error',
      message: 'Failed with non-blocking status code: not found',
    });
    expect(
      interpretClaudeRun(spec('PreToolUse'), runFacts({ exitCode: null, signal: 'SIGKILL' }))
        .control,
    ).toMatchObject({
      result: 'non-blocking-error',
      message: 'killed by SIGKILL',
    });
  });

  test('onFailure block turns a timeout into a block, but not on Stop and not for async hooks', () => {
    const block = spec('PreToolUse', { type: 'command', command: 'h', onFailure: 'block' });
    expect(
      interpretClaudeRun(block, runFacts({ status: 'timed-out', exitCode: null, timedOut: true }))
        .control,
    ).toMatchObject({
      result: 'blocking-error',
    });
    const stop = spec('Stop', { type: 'command', command: 'h', onFailure: 'block' });
    expect(
      interpretClaudeRun(stop, runFacts({ event: 'Stop', exitCode: 1 })).control,
    ).toMatchObject({ result: 'non-blocking-error' });
    const asyncHook = spec('PreToolUse', {
      type: 'command',
      command: 'h',
      onFailure: 'block',
      async: true,
    });
    expect(
      interpretClaudeRun(asyncHook, runFacts({ exitCode: 1, background: true })).control,
    ).toMatchObject({ result: 'background' });
  });

  test('invalid JSON is a non-blocking error unless onFailure blocks', () => {
    const facts = runFacts({ stdout: '{ bad' });
    expect(interpretClaudeRun(spec('PreToolUse'), facts).control).toMatchObject({
      result: 'non-blocking-error',
    });
    const block = spec('PreToolUse', { type: 'command', command: 'h', onFailure: 'block' });
    expect(interpretClaudeRun(block, facts).control).toMatchObject({ result: 'blocking-error' });
  });

  test('HTTP: 2xx JSON parses like stdout, non-2xx and non-JSON bodies are errors', () => {
    const http = spec('PreToolUse', { type: 'http', url: 'http://127.0.0.1:1/h' });
    const base = { argv: null, url: 'http://127.0.0.1:1/h', exitCode: null, pid: null };
    const ok = runFacts({
      ...base,
      httpStatus: 200,
      stdout: '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny"}}',
    });
    expect(interpretClaudeRun(http, ok).control).toMatchObject({
      result: 'success',
      output: { hookSpecificOutput: { permissionDecision: 'deny' } },
    });
    expect(interpretClaudeRun(http, runFacts({ ...base, httpStatus: 500 })).control).toMatchObject({
      result: 'non-blocking-error',
      message: 'HTTP 500 from http://127.0.0.1:1/h',
    });
    expect(
      interpretClaudeRun(http, runFacts({ ...base, httpStatus: 200, stdout: 'ok' })).control
        ?.dialect,
    ).toBe('claude-code');
    expect(
      interpretClaudeRun(http, runFacts({ ...base, httpStatus: 200, stdout: 'ok' })).control,
    ).toMatchObject({
      message: 'HTTP hook must return JSON, but got non-JSON response body: ok',
    });
  });

  test('a spawn failure is a non-blocking error naming the cause', () => {
    const facts = runFacts({
      status: 'spawn-failed',
      exitCode: null,
      spawnError: {
        code: 'ENOENT',
        message: codedText('run.start-not-on-path', { program: 'bash' }),
        fix: codedText('run.fix-install-program', { program: 'bash' }),
      },
    });
    expect(interpretClaudeRun(spec('PreToolUse'), facts).control).toMatchObject({
      message: 'could not start: bash was not found on PATH.',
    });
  });

  test('a stdout cut at the output cap is named as such and read as no answer, not a failure', () => {
    const facts = { ...runFacts(), stdout: { ...textOutput('{"de'), truncated: true } };
    const reading = interpretClaudeRun(spec('PreToolUse'), facts);
    expect(reading.parseErrors).toEqual([codedText('run.stdout-capped', { total: 4 })]);
    expect(reading.control).toBeNull();
  });

  test('prompt and mcp_tool handlers produce no reading', () => {
    expect(
      interpretClaudeRun(spec('PreToolUse'), runFacts({ status: 'needs-model' })).control,
    ).toBeNull();
  });
});
