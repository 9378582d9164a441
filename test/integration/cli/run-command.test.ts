import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { runHookyard } from '../../helpers/hookyard-cli';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { trustEveryHook } from '../../helpers/trust-review';

// The built `hookyard` command as people script it, with its own HOME.
describe('hookyard run', () => {
  let temp: TempHome;
  let workspace: string;

  beforeEach(async () => {
    temp = await createTempHome();
    workspace = await temp.mkdir('ws/app');
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: 'echo "not rm" >&2; exit 2' }] },
          ],
        },
      }),
    );
    await temp.write(
      'ws/app/.cline/hooks/PreToolUse',
      '#!/bin/bash\nprintf \'{"context": "seen"}\'\n',
      0o644,
    );
  });
  afterEach(() => temp.cleanup());

  const hookyard = (args: string[], input?: string) =>
    runHookyard([...args, '--data-dir', temp.dataDir], { home: temp.home, input });

  it('refuses project hooks until told to trust them, with exit status 1', () => {
    const refused = hookyard([
      'run',
      '--agent',
      'claude-code',
      '--event',
      'PreToolUse',
      '--workspace',
      workspace,
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--trust');
  });

  it('runs the hooks of a workspace trusted in Hookyard only as they were trusted', async () => {
    const services = await createTestServices(temp);
    const { id } = await services.workspaces.add({ roots: [workspace] });
    await trustEveryHook(services, id);
    await services.dispose();
    const args = [
      'run',
      '--agent',
      'claude-code',
      '--event',
      'PreToolUse',
      '--workspace',
      workspace,
    ];
    expect(hookyard(args).stdout).toContain('the model is told: not rm');

    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: 'echo "changed" >&2; exit 2' }],
            },
          ],
        },
      }),
    );
    const refused = hookyard(args);
    expect(refused.status).toBe(1);
    // A new command is a new hook (a hook's id is what it runs): refused as new since the trust.
    expect(refused.stderr).toMatch(/(new|changed) since you trusted this workspace/);
  });

  it('prints the verdict of a blocking hook and still exits 0', () => {
    const result = hookyard([
      'run',
      '--agent',
      'claude-code',
      '--event',
      'PreToolUse',
      '--workspace',
      workspace,
      '--trust',
    ]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('tool blocked; the model is told: not rm');
  });

  it('takes the payload from stdin and prints JSON', () => {
    const payload = JSON.stringify({
      hookName: 'tool_call',
      tool_call: { id: 't', name: 'read_files', input: {} },
    });
    const result = hookyard(
      [
        'run',
        '--agent',
        'cline-cli',
        '--event',
        'PreToolUse',
        '--workspace',
        workspace,
        '--trust',
        '--payload',
        '-',
        '--json',
      ],
      payload,
    );
    expect(result.status, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout);
    expect(outcome.verdict.kind).toBe('context-added');
    expect(outcome.hooks[0].argv).toEqual([
      'bash',
      path.join(workspace, '.cline/hooks/PreToolUse'),
    ]);
  });

  it('takes the script a command runs as --hook, and runs the hooks that run it', async () => {
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: 'exit 0' }] },
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' }],
            },
          ],
        },
      }),
    );
    await temp.write('ws/app/.claude/hooks/guard.sh', '#!/bin/bash\necho guard ran >&2\n', 0o755);
    const result = runHookyard(
      [
        ...['run', '--agent', 'claude-code', '--event', 'PreToolUse', '--workspace', '.'],
        ...['--hook', '.claude/hooks/guard.sh', '--trust', '--json', '--data-dir', temp.dataDir],
      ],
      { cwd: workspace, home: temp.home },
    );
    expect(result.status, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout);
    expect(outcome.hooks).toHaveLength(1);
    expect(outcome.hooks[0].stderr.text).toContain('guard ran');
  });

  it('answers a usage error with exit status 2 and a bad payload with 1', () => {
    expect(hookyard(['run', '--agent', 'cursor', '--event', 'PreToolUse']).status).toBe(2);
    expect(hookyard(['run', '--agent', 'claude-code']).status).toBe(2);
    expect(
      hookyard(['run', '--agent', 'cline-cli', '--event', 'PreToolUse', '--payload', '-'], '[1,2]')
        .status,
    ).toBe(1);
  });
});
