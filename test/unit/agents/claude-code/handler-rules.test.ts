import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  type ClaudeHome,
  command,
  createClaudeHome,
  FIXTURES,
  noteCodes,
  projectSettings,
  rowOf,
  settingsWith,
  userSettings,
} from './claude-home';

let home: ClaudeHome;
beforeEach(async () => {
  home = await createClaudeHome();
});
afterEach(() => home.cleanup());

/** Discovers one handler written in the user's settings and returns its row. */
async function one(event: string, handler: object, matcher?: string, pathEnv?: string) {
  const file = await home.write(userSettings(home), settingsWith(event, [handler], matcher));
  return rowOf(await home.discover({ kind: 'user' }, { pathEnv }), file);
}

describe('per-event facts', () => {
  it('marks an http hook on SessionStart or Setup as never running', async () => {
    const row = await one('SessionStart', { type: 'http', url: 'http://127.0.0.1:9/hook' });
    expect(row).toMatchObject({
      status: 'never-runs',
      reason: { key: 'reason.http-not-supported-for-event', params: { event: 'SessionStart' } },
      handler: { type: 'http', summary: 'http://127.0.0.1:9/hook', argv: null },
    });
    const setup = await one('Setup', { type: 'http', url: 'http://127.0.0.1:9/hook' });
    expect(setup.reason.key).toBe('reason.http-not-supported-for-event');
  });

  it('runs an http hook on a tool event', async () => {
    const row = await one('PreToolUse', {
      type: 'http',
      url: 'http://127.0.0.1:9/hook',
      timeout: 3,
    });
    expect(row).toMatchObject({ status: 'active', handler: { timeoutSec: 3 } });
  });

  it('marks prompt and agent hooks on PermissionRequest or SessionStart as never running', async () => {
    const prompt = await one('PermissionRequest', { type: 'prompt', prompt: 'Allow $ARGUMENTS?' });
    expect(prompt.reason).toEqual({
      key: 'reason.prompt-not-allowed-for-event',
      params: { type: 'prompt', event: 'PermissionRequest' },
    });
    const agent = await one('SessionStart', { type: 'agent', prompt: 'Check things' });
    expect(agent).toMatchObject({
      status: 'never-runs',
      reason: { params: { type: 'agent', event: 'SessionStart' } },
    });
  });

  it('marks a prompt hook active but needing the model, with the head of its prompt', async () => {
    const prompt = `Judge this: ${'x'.repeat(200)}`;
    const row = await one('Stop', { type: 'prompt', prompt });
    expect(row).toMatchObject({
      status: 'active',
      reason: { key: 'reason.active-needs-model', params: { event: 'Stop', type: 'prompt' } },
      handler: { type: 'prompt', summary: prompt.slice(0, 80), argv: null },
    });
  });

  it('marks an mcp_tool hook active but needing its MCP server', async () => {
    const row = await one('PostToolUse', { type: 'mcp_tool', server: 'memory', tool: 'save' });
    expect(row).toMatchObject({
      status: 'active',
      reason: {
        key: 'reason.active-needs-mcp',
        params: { event: 'PostToolUse', server: 'memory', tool: 'save' },
      },
      handler: { type: 'mcp_tool', summary: 'mcp: memory.save' },
    });
    const setup = await one('Setup', { type: 'mcp_tool', server: 'memory', tool: 'save' });
    expect(setup.reason.key).toBe('reason.mcp-not-supported-for-event');
  });

  it('marks a hook with "if" on a non-tool event as never running', async () => {
    const row = await one('UserPromptSubmit', command('echo hi', { if: 'Bash(git *)' }));
    expect(row).toMatchObject({
      status: 'never-runs',
      reason: { key: 'reason.if-on-non-tool-event', params: { event: 'UserPromptSubmit' } },
    });
    expect((await one('PreToolUse', command('echo hi', { if: 'Bash(git *)' }))).status).toBe(
      'active',
    );
  });

  it('notes "once" in settings and "async: true"', async () => {
    const file = await home.write(
      userSettings(home),
      await fs.readFile(path.join(FIXTURES, 'once-hook', 'settings.project.json')),
    );
    const onceRow = rowOf(await home.discover(), file);
    expect(onceRow.status).toBe('active');
    expect(noteCodes(onceRow)).toEqual(['note.once-outside-frontmatter']);
    const asyncRow = await one('PostToolUse', command('sleep 1', { async: true }));
    expect(noteCodes(asyncRow)).toEqual(['note.async-hook']);
  });

  it('validates handler fields per type and tolerates unknown extra fields', async () => {
    const bad = await one('Stop', command('echo', { args: 'not-a-list' }));
    expect(bad.reason.params.message).toMatch(/^Invalid command hook \(args: /);
    const badUrl = await one('Stop', { type: 'http', url: 'not a url' });
    expect(badUrl.reason.params.message).toMatch(/^Invalid http hook \(url: /);
    const zero = await one('Stop', command('echo', { timeout: 0 }));
    expect(zero.reason.params.message).toMatch(/timeout/);
    const unknownType = await one('Stop', { type: 'script', command: 'x' });
    expect(unknownType).toMatchObject({
      status: 'invalid',
      reason: { params: { message: 'Unknown hook type "script"' } },
      handler: { type: 'unknown' },
    });
    const extra = await one('Stop', command('echo', { colour: 'blue', statusMessage: 'Working' }));
    expect(extra.status).toBe('active');
  });
});

describe('matchers on rows', () => {
  it('marks an invalid regular expression invalid', async () => {
    const row = await one('PreToolUse', command('echo'), 'Write(*.ts)');
    expect(row).toMatchObject({
      status: 'invalid',
      reason: { key: 'reason.matcher-invalid', params: { matcher: 'Write(*.ts)' } },
    });
    expect(noteCodes(row)).toContain('note.matcher-permission-syntax');
  });

  it('marks a permission-rule matcher as never matching, with a note', async () => {
    const row = await one('PreToolUse', command('echo'), 'Bash(git *)');
    expect(row).toMatchObject({
      status: 'never-runs',
      reason: { key: 'reason.matcher-never-matches', params: { matcher: 'Bash(git *)' } },
      matcher: 'Bash(git *)',
    });
    expect(row.notes).toEqual([
      { key: 'note.matcher-permission-syntax', params: { matcher: 'Bash(git *)' } },
    ]);
  });

  it('notes a comma list on an event without the list form, and a wrong-case tool name', async () => {
    const comma = await one('FileChanged', command('echo'), '.env,.envrc');
    expect(noteCodes(comma)).toEqual(['note.matcher-comma-list']);
    const lower = await one('PreToolUse', command('echo'), 'bash');
    expect(lower.notes).toEqual([
      { key: 'note.matcher-case', params: { matcher: 'bash', expected: 'Bash' } },
    ]);
  });
});

describe('interpreters', () => {
  it('runs a command hook through bash, and reports bash missing from PATH', async () => {
    const row = await one('Stop', command('echo hi'));
    expect(row.handler.argv).toEqual(['bash', '-c', 'echo hi']);
    expect(row.status).toBe('active');
    const emptyPath = await home.workspace('empty-path');
    const missing = await one('Stop', command('echo hi'), undefined, emptyPath);
    expect(missing).toMatchObject({
      status: 'interpreter-missing',
      reason: { key: 'reason.interpreter-missing', params: { interpreter: 'bash' } },
    });
  });

  it('runs shell: powershell through pwsh', async () => {
    const bin = await home.workspace('bin');
    await home.write(path.join(bin, 'pwsh'), '#!/bin/sh\n');
    await fs.chmod(path.join(bin, 'pwsh'), 0o755);
    const row = await one(
      'Stop',
      command('Write-Output hi', { shell: 'powershell' }),
      undefined,
      bin,
    );
    expect(row).toMatchObject({
      status: 'active',
      handler: { argv: ['pwsh', '-NoProfile', '-Command', 'Write-Output hi'] },
    });
  });

  it('resolves the exec form’s command on PATH (exec-form scenario) and substitutes ${CLAUDE_PROJECT_DIR}', async () => {
    const root = await home.workspace('w');
    const file = await home.write(
      projectSettings(root),
      await fs.readFile(path.join(FIXTURES, 'exec-form', 'settings.project.json')),
    );
    const row = rowOf(await home.discover({ kind: 'workspace', roots: [root] }), file);
    expect(row).toMatchObject({ status: 'active', reason: { key: 'reason.active' } });
    expect(row.handler.argv).toEqual([
      'node',
      `${root}/.claude/hooks/hook.mjs`,
      'p-exec-form',
      'pass',
    ]);
  });

  it('reports an exec-form command that is not there', async () => {
    const root = await home.workspace('w');
    const script = path.join(root, 'hooks', 'check.sh');
    const file = await home.write(
      projectSettings(root),
      settingsWith('Stop', [
        command('${CLAUDE_PROJECT_DIR}/hooks/check.sh', { args: [] }),
        command('no-such-program-hookyard', { args: ['--x'] }),
      ]),
    );
    const before = await home.discover({ kind: 'workspace', roots: [root] });
    expect(rowOf(before, file, 'Stop/0/0').reason).toEqual({
      key: 'reason.interpreter-missing',
      params: { interpreter: script },
    });
    expect(rowOf(before, file, 'Stop/0/1').reason.params.interpreter).toBe(
      'no-such-program-hookyard',
    );
    await home.write(script, '#!/bin/sh\nexit 0\n');
    await fs.chmod(script, 0o755);
    const after = await home.discover({ kind: 'workspace', roots: [root] });
    expect(rowOf(after, file, 'Stop/0/0').status).toBe('active');
  });
});

describe('deduplication (dedup-parallel scenario)', () => {
  it('notes every repeat of an identical command on the same event', async () => {
    const user = await home.write(
      userSettings(home),
      await fs.readFile(path.join(FIXTURES, 'dedup-parallel', 'settings.user.json')),
    );
    const root = await home.workspace('w');
    const project = await home.write(
      projectSettings(root),
      await fs.readFile(path.join(FIXTURES, 'dedup-parallel', 'settings.project.json')),
    );
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    const dup = 'node ~/.claude/hooks/hook.mjs dup sleep:2';
    const dups = result.hooks.filter((row) => row.handler.summary === dup);
    expect(dups.map((row) => [row.sourcePath, row.locator, noteCodes(row)])).toEqual([
      [user, 'PreToolUse/1/0', []],
      [project, 'PreToolUse/0/0', ['note.deduplicated']],
      [project, 'PreToolUse/1/0', ['note.deduplicated']],
    ]);
    const par2 = result.hooks.find((row) => row.handler.summary.includes('par2'));
    expect(par2 && noteCodes(par2)).toEqual([]);
  });

  it('does not compare hooks of different workspace roots or different events', async () => {
    const [a, b] = await Promise.all([home.workspace('a'), home.workspace('b')]);
    const same = settingsWith('Stop', [command('echo same')]);
    const aFile = await home.write(projectSettings(a), same);
    const bFile = await home.write(projectSettings(b), same);
    const user = await home.write(
      userSettings(home),
      settingsWith('SubagentStop', [command('echo same')]),
    );
    const result = await home.discover({ kind: 'workspace', roots: [a, b] });
    for (const file of [aFile, bFile, user]) expect(noteCodes(rowOf(result, file))).toEqual([]);
  });
});
