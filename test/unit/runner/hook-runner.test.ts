import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { clineCliRunDialect } from '../../../electron/services/agents/cline-cli/run/cline-cli-run-dialect';
import { clineCliSamplePayload } from '../../../electron/services/agents/cline-cli/run/cline-cli-sample-payloads';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import type { OutputChunk } from '../../../electron/services/runner/hook-spec';
import { AppFailure } from '../../../shared/result';
import {
  EventOutcomeSchema,
  HookRunOutcomeSchema,
  type EventOutcome,
  type HookRunOutcome,
} from '../../../shared/schemas/run';
import { fileSpec, tempDir, testOptions, writeScript } from './hook-fixtures';

const { dir, cleanup } = tempDir('runner');
afterAll(cleanup);
const runner = new HookRunner({ dialects: [clineCliRunDialect] });
const payload = clineCliSamplePayload('PreToolUse', {
  workspace: dir,
  sessionId: 's',
  timestamp: '2026-11-30T00:00:00.000Z',
});
const file = writeScript(dir, 'PreToolUse', 'cat > /dev/null; echo \'{"context":"hi"}\'');

describe('HookRunner', () => {
  test('refuses project hooks of an untrusted workspace before running anything', async () => {
    const marker = path.join(dir, 'ran');
    const user = fileSpec(
      'cline-cli',
      'PreToolUse',
      writeScript(dir, 'u/PreToolUse', `touch ${marker}`),
      dir,
    );
    const project = {
      ...fileSpec('cline-cli', 'PreToolUse', file, dir),
      scope: 'workspace' as const,
    };
    const refusal = runner.runEvent(
      'cline-cli',
      'PreToolUse',
      [user, project],
      payload,
      testOptions(dir, { trusted: false }),
    );
    await expect(refusal).rejects.toBeInstanceOf(AppFailure);
    await expect(refusal).rejects.toMatchObject({ code: 'untrusted' });
    expect(fs.existsSync(marker)).toBe(false);
  });

  test('runs user hooks of an untrusted workspace', async () => {
    const outcome = await runner.runHook(
      fileSpec('cline-cli', 'PreToolUse', file, dir),
      payload,
      testOptions(dir, { trusted: false }),
    );
    expect(outcome.control).toMatchObject({ context: 'hi' });
  });

  test('refuses a payload that is not an object, and an agent it has no dialect for', async () => {
    const spec = fileSpec('cline-cli', 'PreToolUse', file, dir);
    await expect(runner.runHook(spec, [1, 2], testOptions(dir))).rejects.toMatchObject({
      code: 'invalid-request',
    });
    await expect(
      runner.runEvent('claude-code', 'Stop', [], {}, testOptions(dir)),
    ).rejects.toMatchObject({ code: 'invalid-request' });
  });

  test('announces every hook run and every event run, with outcomes that match the shared schemas', async () => {
    const hooks: HookRunOutcome[] = [];
    const events: EventOutcome[] = [];
    const a = runner.onDidRunHook((outcome) => hooks.push(outcome));
    const b = runner.onDidRunEvent((outcome) => events.push(outcome));
    const outcome = await runner.runEvent(
      'cline-cli',
      'PreToolUse',
      [fileSpec('cline-cli', 'PreToolUse', file, dir)],
      payload,
      testOptions(dir),
    );
    a.dispose();
    b.dispose();
    expect(hooks).toHaveLength(1);
    expect(events).toEqual([outcome]);
    expect(EventOutcomeSchema.parse(outcome)).toBeTruthy();
    expect(HookRunOutcomeSchema.parse(hooks[0])).toBeTruthy();
  });

  test('streams live output chunks tagged with the hook id', async () => {
    const chunks: OutputChunk[] = [];
    const spec = fileSpec(
      'cline-cli',
      'PreToolUse',
      writeScript(dir, 's/PreToolUse', 'cat > /dev/null; echo live; echo err >&2'),
      dir,
    );
    await runner.runHook(
      spec,
      payload,
      testOptions(dir, { onOutput: (chunk) => chunks.push(chunk) }),
    );
    expect(chunks).toContainEqual({ hookId: spec.id, stream: 'stdout', text: 'live\n' });
    expect(chunks).toContainEqual({ hookId: spec.id, stream: 'stderr', text: 'err\n' });
  });

  test('an event with no matching hook says so', async () => {
    const outcome = await runner.runEvent(
      'cline-cli',
      'PostToolUse',
      [fileSpec('cline-cli', 'PreToolUse', file, dir)],
      payload,
      testOptions(dir),
    );
    expect(outcome.hooks).toHaveLength(0);
    expect(outcome.verdict.sentence).toBe('no hook runs for PostToolUse: nothing changes');
  });

  test('a cancelled event stops its running hook and reports it', async () => {
    const controller = new AbortController();
    const spec = fileSpec(
      'cline-cli',
      'PreToolUse',
      writeScript(dir, 'c/PreToolUse', 'sleep 30'),
      dir,
    );
    const pending = runner.runEvent(
      'cline-cli',
      'PreToolUse',
      [spec],
      payload,
      testOptions(dir, { signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 100);
    const outcome = await pending;
    expect(outcome.hooks[0]?.status).toBe('cancelled');
    expect(outcome.hooks[0]?.durationMs).toBeLessThan(5_000);
  });
});
