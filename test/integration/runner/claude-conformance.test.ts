import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { claudeSamplePayload } from '../../../electron/services/agents/claude-code/run/claude-sample-payloads';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { runDialects } from '../../../electron/services/agents/registry';
import { commandSpec, tempDir, testOptions } from '../../unit/runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

const { dir, cleanup } = tempDir('claude');
afterAll(cleanup);
const workspace = path.join(dir, 'project');
fs.mkdirSync(workspace, { recursive: true });
const runner = new HookRunner({ dialects: runDialects() });
const context = {
  workspace,
  sessionId: 'e7a1c296-9618-4b28-8722-864a8aad3068',
  timestamp: '2026-11-30T02:44:53.033Z',
};
const bash = claudeSamplePayload('PreToolUse', context, 'bash-rm');
const options = testOptions(dir);
const deny = (reason: string) =>
  `cat > /dev/null; echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"${reason}"}}'`;
const allow = `cat > /dev/null; echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}'`;

function pre(command: string, more: Parameters<typeof commandSpec>[3] = {}) {
  return commandSpec('PreToolUse', command, workspace, more);
}

describe('Claude Code conformance (real subprocess hooks)', () => {
  test('exit 2 on PreToolUse blocks the tool with stderr as the reason', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre('cat > /dev/null; echo "no rm -rf here" >&2; exit 2')],
      bash,
      options,
    );
    expect(outcome.hooks[0]?.control).toMatchObject({
      result: 'blocking-error',
      message: 'no rm -rf here',
    });
    expect(outcome.verdict.kind).toBe('blocked');
    expect(outcome.verdict.sentence).toBe('tool blocked; the model is told: no rm -rf here');
  });

  test('exit 1 does not block: a non-blocking error and the call proceeds', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre('cat > /dev/null; echo oops >&2; exit 1')],
      bash,
      options,
    );
    expect(outcome.hooks[0]?.control).toMatchObject({ result: 'non-blocking-error' });
    expect(outcome.decision).toMatchObject({ blocked: false, permission: null });
    expect(outcome.verdict.kind).toBe('no-change');
    expect(outcome.verdict.sentence).toContain('1 hook failed without blocking');
  });

  test('deny beats allow across parallel hooks', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre(allow), pre(deny('dangerous'))],
      bash,
      options,
    );
    expect(outcome.decision).toMatchObject({
      permission: 'deny',
      blocked: true,
      reason: 'dangerous',
    });
    expect(outcome.verdict.kind).toBe('blocked');
  });

  test('updatedInput with allow rewrites the input', async () => {
    const rewrite = `cat > /dev/null; echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{"command":"rm -rf build/tmp"}}}'`;
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre(rewrite)],
      bash,
      options,
    );
    expect(outcome.verdict.kind).toBe('input-rewritten');
    expect(outcome.verdict.updatedInput).toEqual({ command: 'rm -rf build/tmp' });
    expect(outcome.verdict.sentence).toBe(
      'tool allowed; input rewritten to {"command":"rm -rf build/tmp"}',
    );
  });

  test('a mismatched hookSpecificOutput.hookEventName is an error and the output is ignored', async () => {
    const wrong = `cat > /dev/null; echo '{"hookSpecificOutput":{"hookEventName":"PostToolUse","permissionDecision":"deny"}}'`;
    const outcome = await runner.runEvent('claude-code', 'PreToolUse', [pre(wrong)], bash, options);
    expect(outcome.hooks[0]?.parseErrors).toEqual([
      codedText('run.claude-wrong-event-name', { named: 'PostToolUse', event: 'PreToolUse' }),
    ]);
    expect(outcome.decision).toMatchObject({ permission: null, blocked: false });
  });

  test('invalid JSON starting with { is reported and ignored', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre('cat > /dev/null; echo "{ not json"')],
      bash,
      options,
    );
    expect(outcome.hooks[0]?.parseErrors[0]?.key).toBe('run.claude-not-json');
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test('onFailure "block" turns a failing hook into a block', async () => {
    const spec = pre('cat > /dev/null; exit 1', { onFailure: 'block' });
    const outcome = await runner.runEvent('claude-code', 'PreToolUse', [spec], bash, options);
    expect(outcome.verdict.kind).toBe('blocked');
    expect(outcome.decision).toMatchObject({ permission: 'deny' });
    expect(outcome.verdict.reason).toContain('blocking because onFailure is "block"');
  });

  test('onFailure "block" is ignored on Stop', async () => {
    const spec = commandSpec('Stop', 'cat > /dev/null; exit 1', workspace, { onFailure: 'block' });
    const outcome = await runner.runEvent(
      'claude-code',
      'Stop',
      [spec],
      claudeSamplePayload('Stop', context),
      options,
    );
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test('identical commands run once per event', async () => {
    const log = path.join(dir, 'dedupe.log');
    const command = `cat > /dev/null; echo ran >> ${log}`;
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre(command), pre(command)],
      bash,
      options,
    );
    expect(outcome.hooks).toHaveLength(1);
    expect(outcome.skipped[0]?.reason.key).toBe('skip.duplicate');
    expect(fs.readFileSync(log, 'utf8')).toBe('ran\n');
  });

  test('hooks of one event run in parallel: each starts before the other ends', async () => {
    const specs = [pre('cat > /dev/null; sleep 1'), pre('cat > /dev/null; sleep 1; true')];
    const outcome = await runner.runEvent('claude-code', 'PreToolUse', specs, bash, options);
    const starts = outcome.hooks.map((h) => Date.parse(h.startedAt));
    const ends = outcome.hooks.map((h) => Date.parse(h.endedAt));
    expect(outcome.hooks).toHaveLength(2);
    expect(Math.max(...starts)).toBeLessThan(Math.min(...ends));
  });

  test('plain stdout becomes context on UserPromptSubmit', async () => {
    const spec = commandSpec(
      'UserPromptSubmit',
      'cat > /dev/null; echo "remember the style guide"',
      workspace,
    );
    const outcome = await runner.runEvent(
      'claude-code',
      'UserPromptSubmit',
      [spec],
      claudeSamplePayload('UserPromptSubmit', context),
      options,
    );
    expect(outcome.verdict.kind).toBe('context-added');
    expect(outcome.verdict.context).toBe('remember the style guide');
  });

  test('plain stdout on PreToolUse is not context', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre('cat > /dev/null; echo hello')],
      bash,
      options,
    );
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test('continue:false on PreToolUse lets the tool run, then stops the run', async () => {
    const stop = `cat > /dev/null; echo '{"continue":false,"stopReason":"enough"}'`;
    const outcome = await runner.runEvent('claude-code', 'PreToolUse', [pre(stop)], bash, options);
    expect(outcome.verdict).toMatchObject({ kind: 'run-stopped', runStops: true });
    expect(outcome.verdict.sentence).toBe('the tool still runs, then the run stops: enough');
  });

  test('an async hook does not hold or change the event', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre(deny('late'), { async: true })],
      bash,
      options,
    );
    expect(outcome.hooks[0]?.background).toBe(true);
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test('a hook timeout (seconds) kills the hook; the action proceeds', async () => {
    const spec = pre('cat > /dev/null; sleep 30', { timeout: 0.2 });
    const outcome = await runner.runEvent('claude-code', 'PreToolUse', [spec], bash, options);
    expect(outcome.hooks[0]).toMatchObject({ status: 'timed-out', timeoutMs: 200 });
    expect(outcome.verdict.kind).toBe('no-change');
  });

  test("stdin is the payload JSON and the environment is the agent's, without leaks", async () => {
    process.env['HOOKYARD_LEAK_CHECK'] = 'leaked';
    const copy = path.join(dir, 'claude-stdin.json');
    const dump = path.join(dir, 'claude-env.txt');
    const spec = pre(`cat > ${copy}; { env; echo "PWD_IS=$(pwd)"; } > ${dump}`);
    await runner.runEvent('claude-code', 'PreToolUse', [spec], bash, {
      ...options,
      hostEnv: { ...process.env, HOME: dir, NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem') },
    });
    delete process.env['HOOKYARD_LEAK_CHECK'];
    expect(fs.readFileSync(copy, 'utf8')).toBe(JSON.stringify(bash));
    const env = fs.readFileSync(dump, 'utf8');
    expect(env).toContain(`CLAUDE_PROJECT_DIR=${workspace}`);
    expect(env).toContain('CLAUDECODE=1');
    expect(env).toContain('CLAUDE_CODE_ENTRYPOINT=cli');
    expect(env).toContain(`CLAUDE_CODE_SESSION_ID=${context.sessionId}`);
    expect(env).toContain(`PWD_IS=${workspace}`);
    expect(env).not.toContain('HOOKYARD_LEAK_CHECK');
    expect(env).not.toContain('CLAUDE_ENV_FILE');
    expect(env).not.toContain('NODE_EXTRA_CA_CERTS');
  });

  test("a hook's bash does not read the user's ~/.bashrc when Hookyard was not started from a shell", async () => {
    // Node's child stdin is a socket: bash at shell level 1 then takes itself for an ssh session.
    const home = path.join(dir, 'bashrc-home');
    const marker = path.join(home, 'bashrc-was-read');
    fs.mkdirSync(home, { recursive: true });
    fs.writeFileSync(path.join(home, '.bashrc'), `touch ${marker}\n`);
    const desktopEnv: NodeJS.ProcessEnv = { ...process.env, HOME: home };
    delete desktopEnv['SHLVL'];
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [pre('cat > /dev/null; echo "level $SHLVL" >&2; exit 2')],
      bash,
      {
        ...options,
        hostEnv: desktopEnv,
      },
    );
    expect(outcome.hooks[0]?.control).toMatchObject({ message: 'level 2' });
    expect(fs.existsSync(marker)).toBe(false);
  });

  test('SessionStart gets a CLAUDE_ENV_FILE and what the hook writes there is reported', async () => {
    const spec = commandSpec(
      'SessionStart',
      'cat > /dev/null; echo "export HOOK_TEST_VAR=from_session_start" >> "$CLAUDE_ENV_FILE"',
      workspace,
    );
    const outcome = await runner.runEvent(
      'claude-code',
      'SessionStart',
      [spec],
      claudeSamplePayload('SessionStart', context),
      options,
    );
    const envFile = outcome.hooks[0]?.envFile;
    expect(envFile?.content).toBe('export HOOK_TEST_VAR=from_session_start\n');
    expect(fs.existsSync(envFile?.path ?? '')).toBe(false);
  });

  test('exec form substitutes ${CLAUDE_PROJECT_DIR} in each argument, without a shell', async () => {
    const out = path.join(dir, 'exec-form.txt');
    const spec = commandSpec('PreToolUse', 'bash', workspace, {
      args: [
        '-c',
        `cat > /dev/null; printf '%s|%s' "$0" "$1" > ${out}`,
        '${CLAUDE_PROJECT_DIR}/x',
        '$HOME',
      ],
    });
    await runner.runEvent('claude-code', 'PreToolUse', [spec], bash, options);
    expect(fs.readFileSync(out, 'utf8')).toBe(`${workspace}/x|$HOME`);
  });

  test("a prompt handler is reported as needing the agent's model, not as an error", async () => {
    const spec = { ...pre(''), handler: { type: 'prompt', prompt: 'Is $ARGUMENTS safe?' } };
    const outcome = await runner.runEvent('claude-code', 'PreToolUse', [spec], bash, options);
    expect(outcome.hooks[0]?.status).toBe('needs-model');
    expect(outcome.verdict.kind).toBe('not-run');
  });
});
