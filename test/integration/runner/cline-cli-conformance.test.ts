import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { clineCliSamplePayload } from '../../../electron/services/agents/cline-cli/run/cline-cli-sample-payloads';
import { clineCliRunDialect } from '../../../electron/services/agents/cline-cli/run/cline-cli-run-dialect';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { fileSpec, tempDir, testOptions, writeScript } from '../../unit/runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

const { dir, cleanup } = tempDir('cline-cli');
afterAll(cleanup);
const workspace = path.join(dir, 'ws');
fs.mkdirSync(workspace, { recursive: true });
const runner = new HookRunner({ dialects: [clineCliRunDialect] });
const context = { workspace, sessionId: 'session-1', timestamp: '2026-11-30T01:51:11.542Z' };
const preToolUse = clineCliSamplePayload('PreToolUse', context, 'bash-rm');
const options = testOptions(dir);

function hook(name: string, body: string, event = 'PreToolUse') {
  return fileSpec('cline-cli', event, writeScript(dir, name, body), workspace);
}

describe('Cline CLI conformance (real subprocess hooks)', () => {
  test('the last HOOK_CONTROL line wins over earlier ones and other output', async () => {
    const spec = hook(
      'a/PreToolUse',
      [
        'cat > /dev/null',
        'echo debug line',
        'printf \'HOOK_CONTROL\\t{"context":"first"}\\n\'',
        'echo \'{"context":"plain json is ignored"}\'',
        'printf \'HOOK_CONTROL\\t{"context":"last"}\\n\'',
      ].join('\n'),
    );
    const outcome = await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, options);
    expect(outcome.hooks[0]?.control).toMatchObject({
      source: 'hook-control-line',
      context: 'last',
    });
    expect(outcome.verdict.kind).toBe('context-added');
    expect(outcome.verdict.context).toBe('last');
  });

  test('context over 50,000 characters is cut with the exact marker', async () => {
    const spec = hook(
      'b/PreToolUse',
      'cat > /dev/null; printf \'{"context":"%s"}\' "$(head -c 60000 /dev/zero | tr "\\0" x)"',
    );
    const outcome = await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, options);
    const context = outcome.verdict.context ?? '';
    expect(context.length).toBe(50_052);
    expect(context.endsWith('x\n[hook context truncated: exceeded 50000 characters]')).toBe(true);
    expect(outcome.hooks[0]?.control).toMatchObject({ contextTruncated: true });
  });

  test('the exit code is ignored: a hook exiting 3 still has its JSON applied', async () => {
    const spec = hook('c/PreToolUse', 'cat > /dev/null; echo \'{"context":"applied"}\'; exit 3');
    const outcome = await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, options);
    expect(outcome.hooks[0]?.exitCode).toBe(3);
    expect(outcome.verdict.context).toBe('applied');
    expect(outcome.hooks[0]?.notes).toContainEqual(
      codedText('run.cline-cli-exit-code-ignored', { exitCode: 3 }),
    );
  });

  test('blocking hooks run one after another in full-path order, all of them even after a cancel', async () => {
    const log = path.join(dir, 'order.log');
    const record = (name: string, answer: string) =>
      `cat > /dev/null; echo "start ${name} $(date +%s%N)" >> ${log}; sleep 0.2; echo "end ${name} $(date +%s%N)" >> ${log}; echo '${answer}'`;
    const later = hook('order/z/PreToolUse', record('z', '{"context":"from z"}'));
    const first = hook(
      'order/a/PreToolUse.sh',
      record('a', '{"cancel":true,"errorMessage":"stop now"}'),
    );
    const outcome = await runner.runEvent(
      'cline-cli',
      'PreToolUse',
      [later, first],
      preToolUse,
      options,
    );
    expect(outcome.mode).toBe('sequential');
    const lines = fs
      .readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
    expect(lines.map((l) => `${l[0]} ${l[1]}`)).toEqual(['start a', 'end a', 'start z', 'end z']);
    const [a, z] = outcome.hooks;
    expect(Date.parse(z?.startedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(a?.endedAt ?? ''));
    expect(outcome.verdict.kind).toBe('run-stopped');
    expect(outcome.verdict.runStops).toBe(true);
    expect(outcome.verdict.sentence).toContain('the run stops');
    // A cancel drops every context, the later hook's included.
    expect(outcome.decision).toMatchObject({
      cancel: true,
      context: null,
      cancelReason: 'stop now',
    });
  });

  test('review: true is parsed and ignored, and the verdict says so', async () => {
    const spec = hook('d/PreToolUse', 'cat > /dev/null; echo \'{"review":true}\'');
    const outcome = await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, options);
    expect(outcome.decision).toMatchObject({ review: true });
    expect(outcome.verdict.kind).toBe('no-change');
    expect(outcome.verdict.sentence).toContain('review: true is parsed and ignored');
  });

  test('overrideInput rewrites the tool input', async () => {
    const spec = hook(
      'e/PreToolUse',
      'cat > /dev/null; echo \'{"overrideInput":{"commands":["ls"]}}\'',
    );
    const outcome = await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, options);
    expect(outcome.verdict.kind).toBe('input-rewritten');
    expect(outcome.verdict.updatedInput).toEqual({ commands: ['ls'] });
  });

  test('invalid JSON drops that hook only; the next hook still applies', async () => {
    const bad = hook(
      'f/a/PreToolUse',
      'cat > /dev/null; echo "debug"; echo \'{"context":"no prefix"}\'',
    );
    const good = hook('f/b/PreToolUse', 'cat > /dev/null; echo \'{"context":"good"}\'');
    const outcome = await runner.runEvent(
      'cline-cli',
      'PreToolUse',
      [bad, good],
      preToolUse,
      options,
    );
    expect(outcome.hooks[0]?.parseErrors[0]?.key).toBe('run.cline-cli-invalid-json');
    expect(outcome.verdict.context).toBe('good');
  });

  test('stdin is exactly JSON.stringify(payload): one line, no trailing newline', async () => {
    const copy = path.join(dir, 'stdin.json');
    const spec = hook('g/PreToolUse', `cat > ${copy}`);
    await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, options);
    expect(fs.readFileSync(copy, 'utf8')).toBe(JSON.stringify(preToolUse));
  });

  test("the environment has CLINE_BUILD_ENV and the base variables, not the caller's others", async () => {
    process.env['HOOKYARD_LEAK_CHECK'] = 'leaked';
    const dump = path.join(dir, 'env.txt');
    const spec = hook('h/PreToolUse', `cat > /dev/null; env > ${dump}`);
    await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, {
      ...options,
      hostEnv: { ...process.env, HOME: dir, NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem') },
    });
    delete process.env['HOOKYARD_LEAK_CHECK'];
    const env = fs.readFileSync(dump, 'utf8');
    expect(env).toContain('CLINE_BUILD_ENV=production');
    expect(env).toContain(`HOME=${dir}`);
    expect(env).not.toContain('HOOKYARD_LEAK_CHECK');
    expect(env).not.toContain('CLINE_HOOK_AGENT_RESUME');
    expect(env).not.toContain('NODE_EXTRA_CA_CERTS');
  });

  test('TaskResume hooks see CLINE_HOOK_AGENT_RESUME=1; lifecycle output is discarded', async () => {
    const dump = path.join(dir, 'resume-env.txt');
    const spec = hook(
      'i/TaskResume',
      `cat > /dev/null; env > ${dump}; echo '{"cancel":true}'`,
      'TaskResume',
    );
    const payload = clineCliSamplePayload('TaskResume', context);
    const outcome = await runner.runEvent('cline-cli', 'TaskResume', [spec], payload, options);
    expect(fs.readFileSync(dump, 'utf8')).toContain('CLINE_HOOK_AGENT_RESUME=1');
    expect(outcome.hooks[0]?.background).toBe(true);
    expect(outcome.hooks[0]?.notes).toContainEqual(
      codedText('run.cline-cli-detached', { event: 'TaskResume', max: 60000 }),
    );
    expect(outcome.decision).toMatchObject({ outputDiscarded: true, cancel: false });
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test('a timed-out tool hook is killed and its output discarded', async () => {
    const spec = hook('j/PreToolUse', 'cat > /dev/null; echo \'{"cancel":true}\'; sleep 30');
    const outcome = await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, {
      ...options,
      timeoutMs: 200,
    });
    expect(outcome.hooks[0]?.status).toBe('timed-out');
    expect(outcome.hooks[0]?.signal).toBe('SIGKILL');
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test('a background child holding stdout delays the result by at most 1 s after the hook exits', async () => {
    const spec = hook('l/PreToolUse', 'cat > /dev/null; (sleep 30 &); echo \'{"context":"kept"}\'');
    const outcome = await runner.runEvent('cline-cli', 'PreToolUse', [spec], preToolUse, options);
    const run = outcome.hooks[0];
    expect(run?.durationMs).toBeGreaterThanOrEqual(950);
    expect(run?.durationMs).toBeLessThan(2_500);
    expect(run?.leftoversKilled).toBe(true);
    expect(outcome.verdict.context).toBe('kept');
  });

  test('PreCompact files never run', async () => {
    const spec = hook('k/PreCompact', 'echo ran > /dev/null', 'PreCompact');
    const outcome = await runner.runEvent(
      'cline-cli',
      'PreCompact',
      [spec],
      clineCliSamplePayload('PreCompact', context),
      options,
    );
    expect(outcome.hooks).toHaveLength(0);
    expect(outcome.skipped[0]?.reason).toEqual({
      key: 'skip.cline-cli-not-wired',
      params: { event: 'PreCompact' },
    });
  });
});
