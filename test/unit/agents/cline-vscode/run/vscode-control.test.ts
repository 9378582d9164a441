import { describe, expect, test } from 'vitest';

import {
  VSCODE_TRUNCATION_MARKER,
  lastJsonBlock,
  mergeVscode,
  parseVscodeStdout,
  validateVscodeOutput,
} from '../../../../../electron/services/agents/cline-vscode/run/vscode-control';
import {
  interpretVscodeRun,
  vscodeVerdict,
} from '../../../../../electron/services/agents/cline-vscode/run/vscode-run-dialect';
import type { HookControl } from '../../../../../shared/schemas/run';
import { runFacts, runOutcome } from '../../../runner/hook-fixtures';
import { codedText } from '../../../../../shared/i18n/coded-text';

function vscode(cancel: boolean, contextModification = '', errorMessage = ''): HookControl {
  return {
    dialect: 'cline-vscode',
    source: 'whole-stdout',
    cancel,
    contextModification,
    contextTruncated: false,
    errorMessage,
  };
}

describe('lastJsonBlock', () => {
  test('takes the last balanced block spanning lines', () => {
    expect(lastJsonBlock('log {a}\n{"cancel":\n true}\n')).toBe('{"cancel":\n true}');
  });

  test('drops text before the first brace of the block', () => {
    expect(lastJsonBlock('result: {"cancel":true}')).toBe('{"cancel":true}');
  });

  test('no closing brace: nothing', () => {
    expect(lastJsonBlock('no json here')).toBeNull();
  });
});

describe('parseVscodeStdout', () => {
  test('plain JSON parses as a whole', () => {
    expect(parseVscodeStdout('{"cancel":true,"errorMessage":"e"}').control).toMatchObject({
      source: 'whole-stdout',
      cancel: true,
      errorMessage: 'e',
    });
  });

  test('shouldContinue and wrong types are rejected', () => {
    expect(validateVscodeOutput({ shouldContinue: true })).toEqual(
      codedText('run.vscode-should-continue-removed'),
    );
    expect(validateVscodeOutput({ cancel: 'true' })).toEqual(
      codedText('run.vscode-wrong-type', { key: 'cancel', type: 'boolean' }),
    );
    expect(parseVscodeStdout('{"contextModification":1}')).toEqual({
      control: null,
      error: codedText('run.vscode-wrong-type', { key: 'contextModification', type: 'string' }),
    });
  });

  test('contextModification is capped with the extension marker', () => {
    const control = parseVscodeStdout(
      JSON.stringify({ contextModification: 'z'.repeat(50_010) }),
    ).control;
    expect(control?.contextModification).toBe('z'.repeat(50_000) + VSCODE_TRUNCATION_MARKER);
    expect(control?.contextTruncated).toBe(true);
  });

  test('empty stdout is no answer and no error', () => {
    expect(parseVscodeStdout('')).toEqual({ control: null, error: null });
  });
});

describe('mergeVscode and the verdict', () => {
  test('one failure fails the event and loses the other answers', () => {
    const ok = runOutcome(runFacts({ agent: 'cline-vscode' }), vscode(true));
    const bad = runOutcome(runFacts({ agent: 'cline-vscode', exitCode: 1 }), null);
    expect(mergeVscode([ok, bad])).toEqual({
      dialect: 'cline-vscode',
      failed: true,
      cancel: false,
      contextModification: '',
      errorMessage: '',
    });
  });

  test('a single hook is used untrimmed; several are trimmed and joined', () => {
    const one = runOutcome(runFacts(), vscode(false, ' a '));
    expect(mergeVscode([one]).contextModification).toBe(' a ');
    const two = runOutcome(runFacts(), vscode(false, ' b ', ' e1 '));
    expect(mergeVscode([one, two])).toMatchObject({
      contextModification: 'a\n\nb',
      errorMessage: 'e1',
    });
  });

  test('TaskStart: cancel stops the task, context is ignored', () => {
    const cancel = runOutcome(runFacts(), vscode(true, '', 'not today'));
    expect(vscodeVerdict('TaskStart', mergeVscode([cancel]), [cancel]).sentence).toBe(
      'the task stops: not today',
    );
    const ctx = runOutcome(runFacts(), vscode(false, 'ctx'));
    expect(vscodeVerdict('TaskStart', mergeVscode([ctx]), [ctx]).sentence).toBe(
      'nothing changes; contextModification is ignored for TaskStart',
    );
  });

  test('TaskComplete output is ignored', () => {
    const cancel = runOutcome(runFacts(), vscode(true));
    expect(vscodeVerdict('TaskComplete', mergeVscode([cancel]), [cancel]).kind).toBe('no-change');
  });

  test('a non-zero exit discards the JSON', () => {
    const reading = interpretVscodeRun(runFacts({ exitCode: 1, stdout: '{"cancel":true}' }));
    expect(reading.control).toBeNull();
    expect(reading.notes).toEqual([
      codedText('run.vscode-failed-continues', { failure: 'Hook exited with code 1' }),
      codedText('run.vscode-json-discarded'),
    ]);
  });
});
