import { describe, expect, test } from 'vitest';

import {
  CLINE_CLI_TRUNCATION_MARKER,
  decodeClineCliControl,
  mergeClineCliControls,
  parseClineCliStdout,
  type ClineCliControl,
} from '../../../../../electron/services/agents/cline-cli/run/cline-cli-control';
import { interpretClineCliRun } from '../../../../../electron/services/agents/cline-cli/run/cline-cli-run-dialect';
import { clineCliVerdict } from '../../../../../electron/services/agents/cline-cli/run/cline-cli-verdict';
import { runFacts } from '../../../runner/hook-fixtures';
import { codedText } from '../../../../../shared/i18n/coded-text';

function control(value: Record<string, unknown>): ClineCliControl {
  const decoded = decodeClineCliControl(value, 'whole-stdout');
  if (!decoded) throw new Error('expected an object');
  return decoded;
}

describe('parseClineCliStdout', () => {
  test('empty stdout is no control and no error', () => {
    expect(parseClineCliStdout(' \n ')).toEqual({ kind: 'empty' });
  });

  test('the last HOOK_CONTROL line wins, other lines are ignored', () => {
    const stdout =
      'debug\nHOOK_CONTROL\t{"context":"a"}\n  HOOK_CONTROL\t{"context":"b"}  \ntrailing';
    expect(parseClineCliStdout(stdout)).toEqual({
      kind: 'json',
      value: { context: 'b' },
      source: 'hook-control-line',
    });
  });

  test('without the prefix the whole stdout must be JSON', () => {
    expect(parseClineCliStdout('debug\n{"context":"a"}').kind).toBe('error');
    expect(parseClineCliStdout('\n{"context":"a"}\n')).toMatchObject({
      kind: 'json',
      source: 'whole-stdout',
    });
  });

  test('a prefix written with spaces instead of a TAB is not a control line', () => {
    expect(parseClineCliStdout('HOOK_CONTROL {"cancel":true}').kind).toBe('error');
  });
});

describe('decodeClineCliControl', () => {
  test('keys of the wrong type are ignored and listed, shouldContinue included', () => {
    const decoded = control({ cancel: 'yes', review: 1, context: 5, shouldContinue: false });
    expect(decoded).toMatchObject({ cancel: null, review: null, context: null });
    expect(decoded.ignoredKeys).toEqual(['cancel', 'review', 'context', 'shouldContinue']);
  });

  test('contextModification is the legacy alias used when context is not a string', () => {
    expect(control({ contextModification: 'legacy' }).context).toBe('legacy');
    expect(control({ context: 'new', contextModification: 'legacy' }).context).toBe('new');
  });

  test('errorMessage is the context without cancel, the reason with cancel', () => {
    expect(control({ errorMessage: 'note' })).toMatchObject({
      context: 'note',
      cancelReason: null,
    });
    expect(control({ cancel: true, context: 'c', errorMessage: 'why' })).toMatchObject({
      context: null,
      cancelReason: 'why',
    });
    expect(control({ cancel: true, context: 'c' }).cancelReason).toBe('c');
    expect(control({ errorMessage: '   ' }).context).toBeNull();
  });

  test('overrideInput passes through even when null', () => {
    expect(control({ overrideInput: null })).toMatchObject({
      hasOverrideInput: true,
      overrideInput: null,
    });
    expect(control({}).hasOverrideInput).toBe(false);
  });

  test('context longer than 50,000 characters is cut with the exact marker', () => {
    const decoded = control({ context: 'é'.repeat(50_001) });
    expect(decoded.context).toBe('é'.repeat(50_000) + CLINE_CLI_TRUNCATION_MARKER);
    expect(CLINE_CLI_TRUNCATION_MARKER).toBe(
      '\n[hook context truncated: exceeded 50000 characters]',
    );
    expect(control({ context: 'x'.repeat(50_000) }).contextTruncated).toBe(false);
  });

  test('a non-object is no control', () => {
    expect(decodeClineCliControl(42, 'whole-stdout')).toBeNull();
    expect(decodeClineCliControl([1], 'whole-stdout')).toBeNull();
  });
});

describe('mergeClineCliControls', () => {
  test('contexts joined with a newline in order; last overrideInput wins; review OR-ed', () => {
    const merged = mergeClineCliControls([
      control({ context: 'one', overrideInput: { a: 1 } }),
      control({ context: '', review: true }),
      control({ context: 'two', overrideInput: { a: 2 } }),
    ]);
    expect(merged).toMatchObject({
      context: 'one\ntwo',
      overrideInput: { a: 2 },
      review: true,
      cancel: false,
    });
  });

  test('any cancel drops every context and joins the reasons', () => {
    const merged = mergeClineCliControls([
      control({ context: 'kept?' }),
      control({ cancel: true, errorMessage: 'a' }),
      control({ cancel: true, errorMessage: 'b' }),
    ]);
    expect(merged).toMatchObject({ cancel: true, context: null, cancelReason: 'a\nb' });
  });
});

describe('interpretClineCliRun and the verdict', () => {
  test('the exit code is ignored and noted', () => {
    const reading = interpretClineCliRun(
      runFacts({ agent: 'cline-cli', exitCode: 3, stdout: '{"context":"x"}' }),
    );
    expect(reading.control?.dialect === 'cline-cli' && reading.control.context).toBe('x');
    expect(reading.notes).toEqual([codedText('run.cline-cli-exit-code-ignored', { exitCode: 3 })]);
  });

  test('a timed-out hook has no control even if it printed one', () => {
    const reading = interpretClineCliRun(
      runFacts({ status: 'timed-out', exitCode: null, stdout: '{"cancel":true}' }),
    );
    expect(reading.control).toBeNull();
  });

  test('PostToolUse cancel: the tool already ran, the run stops', () => {
    const verdict = clineCliVerdict(
      'PostToolUse',
      mergeClineCliControls([control({ cancel: true })]),
    );
    expect(verdict).toMatchObject({
      kind: 'run-stopped',
      runStops: true,
      sentence: 'the tool already ran; the run stops',
    });
  });

  test('overrideInput on PostToolUse is not a rewrite', () => {
    expect(
      clineCliVerdict('PostToolUse', mergeClineCliControls([control({ overrideInput: {} })])).kind,
    ).toBe('no-change');
  });
});
