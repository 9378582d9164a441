import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { vscodeRunDialect } from '../../../electron/services/agents/cline-vscode/run/vscode-run-dialect';
import { vscodeSamplePayload } from '../../../electron/services/agents/cline-vscode/run/vscode-sample-payloads';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { fileSpec, tempDir, testOptions, writeScript } from '../../unit/runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

const { dir, cleanup } = tempDir('cline-vscode');
afterAll(cleanup);
const workspace = path.join(dir, 'ws');
fs.mkdirSync(workspace, { recursive: true });
const runner = new HookRunner({ dialects: [vscodeRunDialect] });
const context = { workspace, sessionId: 'task-1', timestamp: '2026-11-30T01:51:11.542Z' };
const payload = vscodeSamplePayload('PreToolUse', context, 'bash-rm');
const options = testOptions(dir);

function hook(name: string, body: string, event = 'PreToolUse') {
  return fileSpec('cline-vscode', event, writeScript(dir, name, body), workspace);
}

describe('Cline VS Code conformance (real subprocess hooks)', () => {
  test('a non-zero exit is a failure: its JSON is discarded and the agent continues', async () => {
    const spec = hook('a/PreToolUse', 'cat > /dev/null; echo \'{"cancel":true}\'; exit 1');
    const outcome = await runner.runEvent('cline-vscode', 'PreToolUse', [spec], payload, options);
    expect(outcome.hooks[0]?.control).toBeNull();
    expect(outcome.decision).toMatchObject({ failed: true, cancel: false });
    expect(outcome.verdict.kind).toBe('failed');
    expect(outcome.verdict.sentence).toContain('Hook exited with code 1');
  });

  test('shouldContinue makes the output invalid', async () => {
    const spec = hook(
      'b/PreToolUse',
      'cat > /dev/null; echo \'{"shouldContinue":false,"cancel":true}\'',
    );
    const outcome = await runner.runEvent('cline-vscode', 'PreToolUse', [spec], payload, options);
    expect(outcome.hooks[0]?.parseErrors).toEqual([
      codedText('run.vscode-should-continue-removed'),
    ]);
    expect(outcome.decision).toMatchObject({ failed: false, cancel: false });
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test('debug output before the JSON: the last balanced {…} block is used', async () => {
    const spec = hook(
      'c/PreToolUse',
      'cat > /dev/null; echo "checking {stuff}"; echo \'{"cancel": true,\'; echo \'  "errorMessage": "rm is not allowed"}\'',
    );
    const outcome = await runner.runEvent('cline-vscode', 'PreToolUse', [spec], payload, options);
    expect(outcome.hooks[0]?.control).toMatchObject({ source: 'last-json-block', cancel: true });
    expect(outcome.verdict.kind).toBe('run-stopped');
    expect(outcome.verdict.sentence).toBe(
      'the tool is not run and the task stops: rm is not allowed',
    );
  });

  test("hooks run in parallel and one failure fails the event, losing a sibling's cancel", async () => {
    const cancel = hook('d/a/PreToolUse', 'cat > /dev/null; sleep 0.5; echo \'{"cancel":true}\'');
    const fail = hook('d/b/PreToolUse', 'cat > /dev/null; sleep 0.5; exit 2');
    const outcome = await runner.runEvent(
      'cline-vscode',
      'PreToolUse',
      [cancel, fail],
      payload,
      options,
    );
    expect(outcome.mode).toBe('parallel');
    const starts = outcome.hooks.map((h) => Date.parse(h.startedAt));
    const ends = outcome.hooks.map((h) => Date.parse(h.endedAt));
    // Parallel: every hook started before any of them ended (robust on a loaded machine).
    expect(Math.max(...starts)).toBeLessThan(Math.min(...ends));
    expect(outcome.hooks[0]?.control).toMatchObject({ cancel: true });
    expect(outcome.decision).toMatchObject({ failed: true, cancel: false });
    expect(outcome.verdict.sentence).toContain('a cancel included');
  });

  test("contextModification over 50,000 characters is cut with the extension's marker", async () => {
    const spec = hook(
      'e/PostToolUse',
      'cat > /dev/null; printf \'{"contextModification":"%s"}\' "$(head -c 60000 /dev/zero | tr "\\0" y)"',
      'PostToolUse',
    );
    const post = vscodeSamplePayload('PostToolUse', context);
    const outcome = await runner.runEvent('cline-vscode', 'PostToolUse', [spec], post, options);
    const capped = outcome.verdict.context ?? '';
    expect(capped.length).toBe(50_000 + '\n\n[... context truncated due to size limit ...]'.length);
    expect(capped.endsWith('y\n\n[... context truncated due to size limit ...]')).toBe(true);
    expect(outcome.verdict.kind).toBe('context-added');
  });

  test('merged contexts of several hooks are trimmed and joined by a blank line', async () => {
    const a = hook('f/a/PreToolUse', 'cat > /dev/null; echo \'{"contextModification":"  one  "}\'');
    const b = hook('f/b/PreToolUse', 'cat > /dev/null; echo \'{"contextModification":"two"}\'');
    const outcome = await runner.runEvent('cline-vscode', 'PreToolUse', [a, b], payload, options);
    expect(outcome.verdict.context).toBe('one\n\ntwo');
  });

  test('the environment carries nothing extra and the hook runs in its workspace', async () => {
    process.env['HOOKYARD_LEAK_CHECK'] = 'leaked';
    const dump = path.join(dir, 'vscode-env.txt');
    const spec = hook('g/PreToolUse', `cat > /dev/null; { env; echo "PWD_IS=$(pwd)"; } > ${dump}`);
    await runner.runEvent('cline-vscode', 'PreToolUse', [spec], payload, {
      ...options,
      hostEnv: { ...process.env, HOME: dir },
    });
    delete process.env['HOOKYARD_LEAK_CHECK'];
    const env = fs.readFileSync(dump, 'utf8');
    expect(env).not.toContain('HOOKYARD_LEAK_CHECK');
    expect(env).not.toContain('CLINE_BUILD_ENV');
    expect(env).toContain(`PWD_IS=${workspace}`);
  });

  test('a timeout sends SIGTERM and fails the event', async () => {
    const spec = hook('h/PreToolUse', 'cat > /dev/null; sleep 30');
    const outcome = await runner.runEvent('cline-vscode', 'PreToolUse', [spec], payload, {
      ...options,
      timeoutMs: 200,
    });
    expect(outcome.hooks[0]?.signal).toBe('SIGTERM');
    expect(outcome.verdict.kind).toBe('failed');
    expect(outcome.verdict.sentence).toContain('timed out after 200ms');
  });

  test('TaskResume is not wired in 4.x: nothing runs', async () => {
    const spec = hook('i/TaskResume', 'true', 'TaskResume');
    const outcome = await runner.runEvent(
      'cline-vscode',
      'TaskResume',
      [spec],
      vscodeSamplePayload('TaskResume', context),
      options,
    );
    expect(outcome.hooks).toHaveLength(0);
    expect(outcome.skipped[0]?.reason).toEqual({
      key: 'skip.vscode-not-wired',
      params: { event: 'TaskResume' },
    });
  });
});
