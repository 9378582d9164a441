import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  type ClaudeHome,
  command,
  createClaudeHome,
  FIXTURES,
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

describe('Claude Code settings sources', () => {
  it('lists user, managed and managed drop-in hooks for a user-level target, and no workspace files', async () => {
    const user = await home.write(userSettings(home), settingsWith('Stop', [command('echo user')]));
    const managed = await home.write(
      home.paths.claudeManagedSettings,
      settingsWith('Stop', [command('echo managed')]),
    );
    const dropIn = await home.write(
      path.join(path.dirname(managed), 'managed-settings.d', '10-extra.json'),
      settingsWith('Stop', [command('echo drop-in')]),
    );
    const result = await home.discover({ kind: 'user' });
    expect(result.hooks.map((hook) => [hook.scope, hook.sourcePath])).toEqual([
      ['managed', managed],
      ['managed', dropIn],
      ['user', user],
    ]);
    expect(result.sources.map((source) => [source.kind, source.path, source.state])).toEqual([
      ['managed', managed, 'ok'],
      ['managed', dropIn, 'ok'],
      ['settings', user, 'ok'],
    ]);
  });

  it('lists the effective set for a workspace: user, managed, and each root’s project and local files', async () => {
    await home.write(userSettings(home), settingsWith('Stop', [command('echo user')]));
    const [a, b] = await Promise.all([home.workspace('a'), home.workspace('b')]);
    const aProject = await home.write(
      projectSettings(a),
      settingsWith('Stop', [command('echo a')]),
    );
    const aLocal = await home.write(
      projectSettings(a, true),
      settingsWith('Stop', [command('echo al')]),
    );
    const bProject = await home.write(
      projectSettings(b),
      settingsWith('Stop', [command('echo b')]),
    );
    const result = await home.discover({ kind: 'workspace', roots: [a, b] });
    expect(result.hooks.map((hook) => [hook.scope, hook.handler.summary])).toEqual([
      ['user', 'echo user'],
      ['workspace', 'echo a'],
      ['local', 'echo al'],
      ['workspace', 'echo b'],
    ]);
    expect(rowOf(result, aProject).status).toBe('active');
    expect(rowOf(result, aLocal).reason).toEqual({
      key: 'reason.active',
      params: { event: 'Stop' },
    });
    const missingLocal = result.sources.find((s) => s.path === projectSettings(b, true));
    expect(missingLocal).toMatchObject({ scope: 'local', state: 'missing', hookCount: 0 });
    expect(result.sources.find((s) => s.path === bProject)).toMatchObject({ hookCount: 1 });
  });

  it('lists a file that does not exist as a missing source with no rows', async () => {
    const result = await home.discover();
    expect(result.hooks).toEqual([]);
    expect(result.sources.find((s) => s.path === userSettings(home))).toMatchObject({
      state: 'missing',
      reason: null,
    });
  });

  it('marks a file it cannot read as unreadable', async () => {
    await fs.mkdir(userSettings(home), { recursive: true });
    const result = await home.discover();
    const source = result.sources.find((s) => s.path === userSettings(home));
    expect(source).toMatchObject({ state: 'unreadable', reason: { key: 'reason.unreadable' } });
    expect(String(source?.reason?.params.message)).toMatch(/EISDIR/);
  });

  it('gives each handler its position and its JSON as written', async () => {
    const text = [
      '{',
      '  "hooks": {',
      '    "Stop": [',
      '      { "hooks": [ {"type": "command", "command": "echo one"},',
      '                   {"type": "command",   "command": "echo two", "timeout": 5} ] }',
      '    ]',
      '  }',
      '}',
    ].join('\n');
    const file = await home.write(userSettings(home), text);
    const result = await home.discover();
    expect(rowOf(result, file, 'Stop/0/0').position).toEqual({ line: 4, column: 20 });
    const second = rowOf(result, file, 'Stop/0/1');
    expect(second.position).toEqual({ line: 5, column: 20 });
    expect(second.raw).toBe('{"type": "command",   "command": "echo two", "timeout": 5}');
    expect(second.handler).toEqual({
      type: 'command',
      summary: 'echo two',
      argv: ['bash', '-c', 'echo two'],
      timeoutSec: 5,
    });
  });

  it('keeps ids stable across scans and distinct across locators', async () => {
    await home.write(
      userSettings(home),
      settingsWith('Stop', [command('echo one'), command('echo two')]),
    );
    const [first, second] = [await home.discover(), await home.discover()];
    expect(first.hooks.map((hook) => hook.id)).toEqual(second.hooks.map((hook) => hook.id));
    expect(new Set(first.hooks.map((hook) => hook.id)).size).toBe(2);
  });

  it('marks a file with invalid JSON invalid and takes down every hook it can still recover', async () => {
    const text =
      '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command" "command": "echo x"}]}]\n  }\n}';
    const file = await home.write(userSettings(home), text);
    const result = await home.discover();
    const reason = {
      key: 'reason.settings-invalid-json',
      params: { file, line: 3, column: 44, message: 'a comma is missing' },
    };
    expect(result.sources.find((s) => s.path === file)).toMatchObject({ state: 'invalid', reason });
    expect(rowOf(result, file)).toMatchObject({ status: 'invalid', reason });
  });

  it('treats comments and trailing commas as invalid JSON, as Claude Code does', async () => {
    const comment = await home.write(
      userSettings(home),
      '{\n  // my hooks\n  "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "a"}]}]}\n}',
    );
    const root = await home.workspace('w');
    const trailing = await home.write(
      projectSettings(root),
      '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "b"},]}]}}',
    );
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    expect(rowOf(result, comment).reason).toMatchObject({
      key: 'reason.settings-invalid-json',
      params: { line: 2, column: 3, message: 'comments are not allowed in JSON' },
    });
    expect(rowOf(result, trailing).reason).toMatchObject({
      key: 'reason.settings-invalid-json',
      params: { line: 1, column: 67, message: 'trailing comma' },
    });
  });

  it('flags a file whose top level is not an object, and a "hooks" that is not an object', async () => {
    await home.write(userSettings(home), '[1, 2]');
    const root = await home.workspace('w');
    await home.write(projectSettings(root), { hooks: ['Stop'] });
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    expect(result.hooks).toEqual([]);
    expect(result.sources.find((s) => s.path === userSettings(home))).toMatchObject({
      state: 'invalid',
      reason: { key: 'reason.settings-not-object' },
    });
    expect(result.sources.find((s) => s.path === projectSettings(root))).toMatchObject({
      state: 'invalid',
      reason: { key: 'reason.hooks-not-object', params: { file: projectSettings(root) } },
    });
  });

  it('marks the entries of an unknown event invalid and keeps the rest of the file', async () => {
    const fixture = await fs.readFile(path.join(FIXTURES, 'unknown-event', 'settings.user.json'));
    const file = await home.write(userSettings(home), fixture);
    const result = await home.discover();
    const unknown = result.hooks.filter((hook) => hook.event === 'FooBarEvent');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({
      status: 'invalid',
      reason: { key: 'reason.unknown-event', params: { event: 'FooBarEvent' } },
    });
    expect(rowOf(result, file, 'Stop/0/0').status).toBe('active');
  });

  it('drops only the invalid entry of a Stop hook (the invalid-stop-entry scenario)', async () => {
    const fixture = await fs.readFile(
      path.join(FIXTURES, 'invalid-stop-entry', 'settings.user.json'),
    );
    const file = await home.write(userSettings(home), fixture);
    const result = await home.discover();
    expect(rowOf(result, file, 'Stop/1/0')).toMatchObject({
      status: 'invalid',
      reason: {
        key: 'reason.handler-invalid',
        params: {
          message:
            'Invalid command hook (timeout: Invalid input: expected number, received string)',
        },
      },
    });
    expect(rowOf(result, file, 'Stop/0/0').status).toBe('active');
    expect(rowOf(result, file, 'PreToolUse/0/0').status).toBe('active');
    expect(result.sources.find((s) => s.path === file)?.state).toBe('ok');
  });

  it('drops the whole file for an invalid PreToolUse entry (the invalid-pretool-entry scenario)', async () => {
    const fixture = await fs.readFile(
      path.join(FIXTURES, 'invalid-pretool-entry', 'settings.user.json'),
    );
    const file = await home.write(userSettings(home), fixture);
    const result = await home.discover();
    const rows = result.hooks.filter((hook) => hook.sourcePath === file);
    expect(rows.length).toBeGreaterThan(30);
    const reason = {
      key: 'reason.settings-file-dropped',
      params: {
        file,
        event: 'PreToolUse',
        message: 'Invalid command hook (timeout: Invalid input: expected number, received string)',
      },
    };
    for (const row of rows) expect(row).toMatchObject({ status: 'invalid', reason });
    expect(result.sources.find((s) => s.path === file)).toMatchObject({ state: 'invalid', reason });
  });

  it('drops the whole file for an invalid PermissionRequest group and its switches with it', async () => {
    const file = await home.write(userSettings(home), {
      disableAllHooks: true,
      hooks: {
        PermissionRequest: [{ matcher: 42, hooks: [command('approve')] }],
        Stop: [{ hooks: [command('echo stop')] }],
      },
    });
    const root = await home.workspace('w');
    const project = await home.write(projectSettings(root), settingsWith('Stop', [command('p')]));
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    expect(rowOf(result, file, 'Stop/0/0').reason).toMatchObject({
      key: 'reason.settings-file-dropped',
      params: { event: 'PermissionRequest', message: expect.stringContaining('matcher') },
    });
    // The dropped file's disableAllHooks is not applied either.
    expect(rowOf(result, project).status).toBe('active');
  });

  it('reads a broken group as one invalid entry', async () => {
    const file = await home.write(userSettings(home), {
      hooks: { Stop: ['echo', { hooks: 'echo' }], SessionEnd: { hooks: [] } },
    });
    const result = await home.discover();
    expect(rowOf(result, file, 'Stop/0/0').reason.params.message).toBe(
      'Hook matcher must be an object; received a string',
    );
    expect(rowOf(result, file, 'Stop/1/0').reason.params.message).toBe(
      'Hook matcher "hooks" must be an array of hook entries; received a string',
    );
    expect(rowOf(result, file, 'SessionEnd/0/0').reason.params.message).toBe(
      'must be an array of matchers; received an object',
    );
  });

  it('never throws on binary garbage, non-UTF-8 bytes, an empty file or a huge file', async () => {
    const garbage = Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0xc3, 0x28, 0x80, 0x00]);
    await home.write(userSettings(home), garbage);
    const root = await home.workspace('w');
    await home.write(projectSettings(root), '   \n');
    const huge = `{"hooks": {}, "pad": "${'x'.repeat(4 * 1024 * 1024)}"}`;
    await home.write(projectSettings(root, true), huge);
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    const state = (file: string) => result.sources.find((s) => s.path === file);
    expect(state(userSettings(home))).toMatchObject({
      state: 'invalid',
      reason: { key: 'reason.settings-invalid-json' },
    });
    expect(state(projectSettings(root))).toMatchObject({ state: 'ok', hookCount: 0 });
    expect(state(projectSettings(root, true))).toMatchObject({
      state: 'unreadable',
      reason: { key: 'reason.unreadable', params: { message: 'the file is larger than 4 MiB' } },
    });
  });

  it('never throws on JSON nested too deeply for the parser', async () => {
    const file = await home.write(userSettings(home), `{"hooks": ${'['.repeat(200_000)}`);
    const result = await home.discover();
    expect(result.sources.find((s) => s.path === file)).toMatchObject({
      state: 'invalid',
      reason: { key: 'reason.settings-invalid-json', params: { line: 1, column: 1 } },
    });
  });
});
