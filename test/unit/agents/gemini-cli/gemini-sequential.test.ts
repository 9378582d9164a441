import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { runDialects } from '../../../../electron/services/agents/registry';
import type { HookRunSpec } from '../../../../electron/services/runner/hook-spec';
import { HookRunner } from '../../../../electron/services/runner/hook-runner';
import { tempDir, testOptions, writeScript } from '../../runner/hook-fixtures';

// Gemini CLI runs a `sequential` group's hooks in order, handing each the input the previous
// one rewrote, and runs them all even after a deny (its executeHooksSequential; spec §7).
const { dir, cleanup } = tempDir('gemini-sequential');
afterAll(cleanup);
const runner = new HookRunner({ dialects: runDialects() });
const payload = {
  hook_event_name: 'BeforeTool',
  cwd: dir,
  session_id: 's1',
  tool_name: 'run_shell_command',
  tool_input: { command: 'echo original', description: 'probe' },
};

// Each hook saves its stdin to <name>.stdin and its start/end times, waits `seconds`, then
// answers `answer`.
function recording(name: string, answer: string, sequential: boolean, seconds = 0.3): HookRunSpec {
  const file = writeScript(
    dir,
    `${name}.sh`,
    `date +%s%N > ${dir}/${name}.start; cat > ${dir}/${name}.stdin; sleep ${seconds}; date +%s%N > ${dir}/${name}.end; echo '${answer}'`,
  );
  return {
    id: name,
    agent: 'gemini-cli',
    event: 'BeforeTool',
    scope: 'user',
    sourcePath: path.join(dir, 'settings.json'),
    workspaceRoot: dir,
    matcher: 'run_shell_command',
    argv: ['bash', '-c', file],
    ...(sequential ? { sequential: true } : {}),
  };
}
const read = (name: string, ext: string) =>
  fs.readFileSync(path.join(dir, `${name}.${ext}`), 'utf8');
const rewrite = '{"hookSpecificOutput":{"tool_input":{"command":"echo REWRITTEN"}}}';

describe('Gemini sequential groups', () => {
  it('runs them in order and hands the next hook the rewritten tool_input', async () => {
    const specs = [recording('s1', rewrite, true), recording('s2', '{}', false)];
    const outcome = await runner.runEvent(
      'gemini-cli',
      'BeforeTool',
      specs,
      payload,
      testOptions(dir),
    );
    expect(outcome.mode).toBe('sequential');
    expect(Number(read('s2', 'start'))).toBeGreaterThanOrEqual(Number(read('s1', 'end')));
    expect(JSON.parse(read('s2', 'stdin'))).toMatchObject({
      tool_input: { command: 'echo REWRITTEN', description: 'probe' },
    });
    expect(outcome.decision).toMatchObject({ toolInput: { command: 'echo REWRITTEN' } });
  });

  it('runs the later hooks after a deny, and the deny wins', async () => {
    const deny = '{"decision":"deny","reason":"no"}';
    const specs = [recording('d1', deny, true), recording('d2', '{}', true)];
    const outcome = await runner.runEvent(
      'gemini-cli',
      'BeforeTool',
      specs,
      payload,
      testOptions(dir),
    );
    expect(outcome.hooks.map((hook) => hook.hookId)).toEqual(['d1', 'd2']);
    expect(outcome.decision).toMatchObject({ denied: true, toolRuns: false });
  });

  it('passes nothing on from a hook that failed, and runs plain groups together', async () => {
    const failing = recording('f1', rewrite, true);
    failing.argv = ['bash', '-c', `${failing.argv![2]}; exit 1`];
    const seq = await runner.runEvent(
      'gemini-cli',
      'BeforeTool',
      [failing, recording('f2', '{}', false)],
      payload,
      testOptions(dir),
    );
    expect(seq.mode).toBe('sequential');
    expect(JSON.parse(read('f2', 'stdin'))).toMatchObject({
      tool_input: { command: 'echo original' },
    });
    const parallel = await runner.runEvent(
      'gemini-cli',
      'BeforeTool',
      // p1 lasts long enough that p2 starts before it ends even when a loaded machine is slow
      // to start a process (0.3 s was not: p2 started 30 ms after p1 ended once, in CI-like load).
      [recording('p1', rewrite, false, 2), recording('p2', '{}', false)],
      payload,
      testOptions(dir),
    );
    expect(parallel.mode).toBe('parallel');
    expect(Number(read('p2', 'start'))).toBeLessThan(Number(read('p1', 'end')));
    expect(JSON.parse(read('p2', 'stdin'))).toMatchObject({
      tool_input: { command: 'echo original' },
    });
  });
});
