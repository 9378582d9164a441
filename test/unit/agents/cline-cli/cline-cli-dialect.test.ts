import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClineCliDialect } from '../../../../electron/services/agents/cline-cli/cline-cli-dialect';
import type { DiscoveryTarget } from '../../../../electron/services/agents/dialect';
import { HookEntrySchema, type HookEntry } from '../../../../shared/schemas/hook';
import {
  BASH_HOOK,
  createBinDir,
  createTempClineHost,
  NODE_HOOK,
  PLAIN_HOOK,
  snapshotTree,
  type TempClineHost,
} from '../cline/temp-cline-host';
import { SHARED_DIR } from '../../../helpers/shared-dir';

const dialect = new ClineCliDialect();

describe('ClineCliDialect', () => {
  let host: TempClineHost;
  let workspace: DiscoveryTarget;
  beforeEach(async () => {
    host = await createTempClineHost();
    workspace = { kind: 'workspace', roots: [host.ws] };
  });
  afterEach(() => host.cleanup());

  const discover = (target = workspace, pathEnv?: string) =>
    dialect.discover(target, host.context(pathEnv));
  const rowFor = async (
    relative: string,
    target = workspace,
    pathEnv?: string,
  ): Promise<HookEntry> => {
    const file = path.join(host.root, relative);
    const row = (await discover(target, pathEnv)).hooks.find((hook) => hook.sourcePath === file);
    if (!row) throw new Error(`no row for ${relative}`);
    return row;
  };

  describe('folders', () => {
    it('reads only Documents/Cline/Hooks and ~/.cline/hooks for a user target', async () => {
      const { sources } = await discover({ kind: 'user' });
      expect(sources.map((source) => [source.path, source.scope, source.kind])).toEqual([
        [path.join(host.home, 'Documents/Cline/Hooks'), 'user', 'hooks-folder'],
        [path.join(host.home, '.cline/hooks'), 'user', 'hooks-folder'],
      ]);
    });

    it('adds .clinerules/hooks and .cline/hooks of every root, after the user folders', async () => {
      const other = path.join(host.root, 'other');
      const { sources } = await discover({ kind: 'workspace', roots: [host.ws, other] });
      expect(sources.map((source) => [source.path.replace(host.root, ''), source.scope])).toEqual([
        ['/home/Documents/Cline/Hooks', 'user'],
        ['/home/.cline/hooks', 'user'],
        ['/ws/.clinerules/hooks', 'workspace'],
        ['/ws/.cline/hooks', 'workspace'],
        ['/other/.clinerules/hooks', 'workspace'],
        ['/other/.cline/hooks', 'workspace'],
      ]);
    });

    it('reads a folder named twice once, keeping its first scope', async () => {
      await host.write('home/.cline/hooks/TaskStart', NODE_HOOK);
      const result = await discover({ kind: 'workspace', roots: [host.home, host.home] });
      expect(
        result.sources.map((source) => [source.path.replace(host.root, ''), source.scope]),
      ).toEqual([
        ['/home/Documents/Cline/Hooks', 'user'],
        ['/home/.cline/hooks', 'user'],
        ['/home/.clinerules/hooks', 'workspace'],
      ]);
      expect(result.hooks).toHaveLength(1);
    });

    it('says which folders exist and counts the hooks in each', async () => {
      await host.write('ws/.cline/hooks/TaskStart', NODE_HOOK);
      await host.write('ws/.cline/hooks/README.md', 'notes');
      const { sources } = await discover();
      expect(
        sources.map((source) => [
          source.path.replace(host.root, ''),
          source.state,
          source.hookCount,
        ]),
      ).toEqual([
        ['/home/Documents/Cline/Hooks', 'missing', 0],
        ['/home/.cline/hooks', 'missing', 0],
        ['/ws/.clinerules/hooks', 'missing', 0],
        ['/ws/.cline/hooks', 'ok', 1],
      ]);
    });

    it('does not look inside subfolders of a hooks folder', async () => {
      await host.write('ws/.cline/hooks/nested/TaskStart', NODE_HOOK);
      const { hooks } = await discover();
      expect(hooks.map((hook) => [hook.locator, hook.status, hook.reason.key])).toEqual([
        ['nested', 'ignored', 'reason.ignored-subfolder'],
      ]);
    });
  });

  describe('the layout of the real-client captures', () => {
    const shared = SHARED_DIR;
    beforeEach(async () => {
      const recorderJs = await fs.readFile(`${shared}/clients/cline/hook-recorder.js`);
      const recorderSh = await fs.readFile(`${shared}/clients/cline/hook-recorder.sh`);
      for (const name of [
        'TaskStart',
        'TaskResume',
        'TaskComplete',
        'TaskCancel',
        'TaskError',
        'SessionShutdown',
        'PreCompact',
        'PreToolUse',
      ]) {
        await host.write(`ws/.cline/hooks/${name}`, recorderJs);
      }
      await host.write('ws/.cline/hooks/UserPromptSubmit.js', recorderJs);
      await host.write('ws/.cline/hooks/PostToolUse.js', recorderJs, 0o644);
      await host.write('ws/.cline/hooks/NotAHook.js', recorderJs);
      await host.write('ws/.cline/hooks/PreToolUse.rb', recorderJs);
      await host.write('home/.cline/hooks/pretooluse.sh', recorderSh);
      await host.write('home/Documents/Cline/Hooks/PostToolUse.cjs', recorderJs);
      await host.write('ws/.clinerules/hooks/TaskComplete.sh', recorderSh);
      await host.write('extra-hooks/TaskStart', recorderJs);
    });

    it('lists exactly the files `cline config hooks` listed, in the same order', async () => {
      const listed = JSON.parse(
        await fs.readFile(`${shared}/fixtures/cline/captures/normal/config-hooks.json`, 'utf8'),
      ) as Array<{ fileName: string; hookEventName?: string; path: string }>;
      const expected = listed.map((item) => ({
        event: item.fileName,
        path: item.path.replace('<HOME>', host.home).replace('<WS>', host.ws),
        runs: item.hookEventName !== undefined,
      }));
      const { hooks } = await discover();
      const recognised = hooks
        .filter((hook) => hook.status !== 'ignored')
        .map((hook) => ({
          event: hook.event,
          path: hook.sourcePath,
          runs: hook.status === 'active',
        }));
      expect(recognised).toEqual(expected);
    });

    it('shows PreCompact, which it lists without an event, as never running', async () => {
      const row = await rowFor('ws/.cline/hooks/PreCompact');
      expect(row).toMatchObject({
        status: 'never-runs',
        reason: { key: 'reason.cline-precompact-not-wired', params: {} },
        handler: { argv: null, timeoutSec: null },
      });
    });

    it('ignores NotAHook.js and PreToolUse.rb, and never reads the --hooks-dir folder', async () => {
      const { hooks } = await discover();
      const ignored = hooks.filter((hook) => hook.status === 'ignored');
      expect(ignored.map((hook) => [hook.locator, hook.reason.key])).toEqual([
        ['NotAHook.js', 'reason.ignored-unknown-name'],
        ['PreToolUse.rb', 'reason.ignored-unsupported-extension'],
      ]);
      expect(hooks.some((hook) => hook.sourcePath.includes('extra-hooks'))).toBe(false);
    });

    it('says every matching file runs where an event has several', async () => {
      const { hooks } = await discover();
      const reasons = Object.fromEntries(
        hooks
          .filter((hook) => hook.status === 'active')
          .map((hook) => [hook.sourcePath.replace(host.root, ''), hook.reason.key]),
      );
      expect(reasons['/home/.cline/hooks/pretooluse.sh']).toBe(
        'reason.active-all-matching-files-run',
      );
      expect(reasons['/ws/.cline/hooks/PreToolUse']).toBe('reason.active-all-matching-files-run');
      expect(reasons['/ws/.cline/hooks/TaskComplete']).toBe('reason.active-all-matching-files-run');
      expect(reasons['/ws/.cline/hooks/TaskStart']).toBe('reason.active');
    });

    it('runs each file with the interpreter the real CLI used', async () => {
      const { hooks } = await discover();
      const summaries = Object.fromEntries(
        hooks.map((hook) => [hook.locator, hook.handler.summary.replaceAll(host.root, '')]),
      );
      expect(summaries['pretooluse.sh']).toBe('bash /home/.cline/hooks/pretooluse.sh');
      expect(summaries.PreToolUse).toBe('node /ws/.cline/hooks/PreToolUse');
      expect(summaries['PostToolUse.cjs']).toBe('node /home/Documents/Cline/Hooks/PostToolUse.cjs');
      expect(summaries['TaskComplete.sh']).toBe('bash /ws/.clinerules/hooks/TaskComplete.sh');
    });

    it('produces rows that satisfy the shared schema', async () => {
      const { hooks } = await discover();
      for (const hook of hooks) expect(HookEntrySchema.parse(hook)).toEqual(hook);
    });
  });

  describe('names', () => {
    it.each([
      [
        'TASKCOMPLETE.JS',
        'reason.ignored-uppercase-extension',
        { extension: '.JS' },
        'TaskComplete',
      ],
      [
        'PreToolUse.txt',
        'reason.ignored-unsupported-extension',
        { extension: '.txt' },
        'PreToolUse',
      ],
      ['NotAHook.js', 'reason.ignored-unknown-name', { name: 'NotAHook' }, null],
      ['.PreToolUse', 'reason.ignored-dotfile', {}, null],
      [
        'Notification',
        'reason.ignored-event-not-in-cli',
        { event: 'Notification' },
        'Notification',
      ],
    ])('ignores %s (%s)', async (name, code, params, event) => {
      await host.write(`ws/.cline/hooks/${name}`, NODE_HOOK);
      const row = await rowFor(`ws/.cline/hooks/${name}`);
      expect(row).toMatchObject({ status: 'ignored', reason: { key: code, params }, event });
      expect(row.handler).toEqual({
        type: 'file',
        summary: row.sourcePath,
        argv: null,
        timeoutSec: null,
      });
      expect(row.raw).toBe('');
    });

    it('ignores a symlink, even to a valid hook file', async () => {
      const target = await host.write('elsewhere/TaskStart', NODE_HOOK);
      await fs.mkdir(path.join(host.ws, '.cline/hooks'), { recursive: true });
      await fs.symlink(target, path.join(host.ws, '.cline/hooks/TaskStart'));
      const row = await rowFor('ws/.cline/hooks/TaskStart');
      expect(row).toMatchObject({
        status: 'ignored',
        reason: { key: 'reason.ignored-symlink' },
        event: 'TaskStart',
      });
    });

    it('ignores a broken symlink, saying so', async () => {
      await fs.mkdir(path.join(host.ws, '.cline/hooks'), { recursive: true });
      await fs.symlink(path.join(host.root, 'gone'), path.join(host.ws, '.cline/hooks/TaskStart'));
      expect((await rowFor('ws/.cline/hooks/TaskStart')).reason.key).toBe(
        'reason.ignored-broken-symlink',
      );
    });

    it('ignores a named pipe without opening it', async () => {
      await fs.mkdir(path.join(host.ws, '.cline/hooks'), { recursive: true });
      const { execFileSync } = await import('node:child_process');
      execFileSync('mkfifo', [path.join(host.ws, '.cline/hooks/TaskStart')]);
      expect((await rowFor('ws/.cline/hooks/TaskStart')).reason.key).toBe(
        'reason.ignored-not-regular-file',
      );
    });

    it('keeps going past a file whose name is not UTF-8, and says so', async () => {
      const dir = path.join(host.ws, '.cline/hooks');
      await host.write('ws/.cline/hooks/TaskStart', NODE_HOOK);
      await fs.writeFile(
        Buffer.concat([Buffer.from(`${dir}/Task`), Buffer.from([0xff]), Buffer.from('Start')]),
        'x',
      );
      const { hooks } = await discover();
      const odd = hooks.find((hook) => hook.locator === 'Task\\xFFStart');
      expect(odd).toMatchObject({
        sourcePath: `${dir}/Task\uFFFDStart`,
        status: 'ignored',
        reason: { key: 'reason.ignored-unknown-name' },
        notes: [{ key: 'note.non-utf8-name', params: {} }],
      });
      expect(hooks.find((hook) => hook.locator === 'TaskStart')?.status).toBe('active');
    });
  });

  describe('interpreters and statuses', () => {
    it('ignores the executable bit', async () => {
      await host.write('ws/.cline/hooks/PostToolUse.js', NODE_HOOK, 0o644);
      expect(await rowFor('ws/.cline/hooks/PostToolUse.js')).toMatchObject({
        status: 'active',
        reason: { key: 'reason.active', params: { event: 'PostToolUse' } },
      });
    });

    it('runs a file without shebang or extension with bash', async () => {
      const file = await host.write('ws/.cline/hooks/TaskStart', PLAIN_HOOK);
      expect((await rowFor('ws/.cline/hooks/TaskStart')).handler.argv).toEqual(['bash', file]);
    });

    it('lets a shebang win over the extension, with a note', async () => {
      const file = await host.write('ws/.cline/hooks/TaskStart.py', '#!/bin/bash\necho {}\n');
      const row = await rowFor('ws/.cline/hooks/TaskStart.py');
      expect(row.handler.argv).toEqual(['bash', file]);
      expect(row.notes).toContainEqual({
        key: 'note.shebang-wins',
        params: { shebang: '#!/bin/bash', interpreter: 'bash' },
      });
    });

    it('adds no shebang note when the shebang agrees with the extension', async () => {
      await host.write('ws/.cline/hooks/TaskStart.js', NODE_HOOK);
      expect((await rowFor('ws/.cline/hooks/TaskStart.js')).notes).toEqual([
        {
          key: 'note.cline-folder-cli-only',
          params: { folder: path.join(host.ws, '.cline/hooks') },
        },
      ]);
    });

    it('runs .py files with python3', async () => {
      const file = await host.write('ws/.cline/hooks/TaskStart.py', 'print("{}")\n');
      expect((await rowFor('ws/.cline/hooks/TaskStart.py')).handler.argv).toEqual([
        'python3',
        file,
      ]);
    });

    it('reports a missing interpreter: .ts needs bun', async () => {
      const bin = await createBinDir(host.root, { node: process.execPath, bash: '/bin/bash' });
      const file = await host.write('ws/.cline/hooks/PreToolUse.ts', 'console.log("{}")\n');
      const row = await rowFor('ws/.cline/hooks/PreToolUse.ts', workspace, bin);
      expect(row).toMatchObject({
        status: 'interpreter-missing',
        reason: { key: 'reason.interpreter-missing', params: { interpreter: 'bun' } },
        handler: { argv: ['bun', 'run', file], timeoutSec: 120 },
      });
    });

    it('runs .ts with bun when bun is on PATH', async () => {
      const fakeBun = await host.write('tools/bun', '#!/bin/sh\n');
      const bin = await createBinDir(host.root, { bun: fakeBun });
      await host.write('ws/.cline/hooks/PreToolUse.ts', 'console.log("{}")\n');
      expect((await rowFor('ws/.cline/hooks/PreToolUse.ts', workspace, bin)).status).toBe('active');
    });

    it('flags an env option in a shebang that the CLI would run as the program', async () => {
      await host.write('ws/.cline/hooks/TaskStart', '#!/usr/bin/env -S node --no-warnings\n');
      const row = await rowFor('ws/.cline/hooks/TaskStart');
      expect(row).toMatchObject({
        status: 'interpreter-missing',
        reason: { params: { interpreter: '-S' } },
      });
      expect(row.notes).toContainEqual({ key: 'note.shebang-env-flag', params: { flag: '-S' } });
    });

    it('calls a binary named like a hook invalid: bash cannot run it', async () => {
      const file = path.join(host.ws, '.cline/hooks/TaskStart');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile('/usr/bin/true', file);
      expect(await rowFor('ws/.cline/hooks/TaskStart')).toMatchObject({
        status: 'invalid',
        reason: { key: 'reason.binary-file', params: { interpreter: 'bash' } },
        raw: '',
      });
    });

    it('gives tool hooks a 120 s timeout and lifecycle hooks none', async () => {
      await host.write('ws/.cline/hooks/PreToolUse', NODE_HOOK);
      await host.write('ws/.cline/hooks/TaskStart', NODE_HOOK);
      expect((await rowFor('ws/.cline/hooks/PreToolUse')).handler.timeoutSec).toBe(120);
      expect((await rowFor('ws/.cline/hooks/TaskStart')).handler.timeoutSec).toBeNull();
    });

    it('shows the head of the script as the definition', async () => {
      await host.write('ws/.cline/hooks/TaskStart', NODE_HOOK);
      expect((await rowFor('ws/.cline/hooks/TaskStart')).raw).toBe(NODE_HOOK);
    });
  });

  describe('Windows', () => {
    let windows: TempClineHost;
    beforeEach(async () => {
      windows = await createTempClineHost('win32');
    });
    afterEach(() => windows.cleanup());

    const windowsRow = async (relative: string, pathEnv: string) => {
      const { hooks } = await dialect.discover(
        { kind: 'workspace', roots: [windows.ws] },
        windows.context(pathEnv),
      );
      return hooks.find((hook) => hook.sourcePath === path.join(windows.root, relative));
    };

    it('runs .py with py -3 and .ps1 with powershell -File', async () => {
      const tool = await windows.write('tools/tool', '#!/bin/sh\n');
      const bin = await createBinDir(windows.root, { py: tool, powershell: tool });
      const py = await windows.write('ws/.cline/hooks/TaskStart.py', 'print(1)\n');
      const ps1 = await windows.write('ws/.cline/hooks/TaskComplete.ps1', 'Write-Output 1\n');
      expect((await windowsRow('ws/.cline/hooks/TaskStart.py', bin))?.handler.argv).toEqual([
        'py',
        '-3',
        py,
      ]);
      expect((await windowsRow('ws/.cline/hooks/TaskComplete.ps1', bin))?.handler.argv).toEqual([
        'powershell',
        '-File',
        ps1,
      ]);
    });

    it('falls back to python when the py launcher is missing', async () => {
      const tool = await windows.write('tools/tool', '#!/bin/sh\n');
      const bin = await createBinDir(windows.root, { python: tool });
      const py = await windows.write('ws/.cline/hooks/TaskStart.py', 'print(1)\n');
      expect(await windowsRow('ws/.cline/hooks/TaskStart.py', bin)).toMatchObject({
        status: 'active',
        handler: { argv: ['python', py] },
      });
    });
  });

  describe('the other Cline runtime', () => {
    it('notes that VS Code does not run a chmod 644 PreToolUse the CLI runs with bash', async () => {
      await host.write('ws/.clinerules/hooks/PreToolUse', PLAIN_HOOK, 0o644);
      const row = await rowFor('ws/.clinerules/hooks/PreToolUse');
      expect(row.status).toBe('active');
      expect(row.handler.argv?.[0]).toBe('bash');
      expect(row.notes).toEqual([
        {
          key: 'note.differs-in-other-cline-runtime',
          params: { runtime: 'cline-vscode', status: 'not-executable' },
        },
      ]);
    });

    it('adds no note where both runtimes agree', async () => {
      await host.write('home/Documents/Cline/Hooks/PreToolUse', BASH_HOOK, 0o755);
      expect((await rowFor('home/Documents/Cline/Hooks/PreToolUse')).notes).toEqual([]);
    });

    it('notes that VS Code never reads ~/.cline/hooks or .cline/hooks', async () => {
      await host.write('home/.cline/hooks/TaskStart', NODE_HOOK);
      await host.write('ws/.cline/hooks/TaskStart', NODE_HOOK);
      for (const folder of ['home/.cline/hooks', 'ws/.cline/hooks']) {
        expect((await rowFor(`${folder}/TaskStart`)).notes).toEqual([
          { key: 'note.cline-folder-cli-only', params: { folder: path.join(host.root, folder) } },
        ]);
      }
    });
  });

  it('orders files by full path as localeCompare does, not by code unit', async () => {
    for (const name of ['TaskStart', 'pretooluse.js', 'PreToolUse']) {
      await host.write(`ws/.cline/hooks/${name}`, NODE_HOOK);
    }
    const { hooks } = await discover();
    expect(hooks.map((hook) => hook.locator)).toEqual(['PreToolUse', 'pretooluse.js', 'TaskStart']);
  });

  it('never writes: not even the folders it looks for', async () => {
    await host.write('ws/.clinerules/hooks/PreToolUse', PLAIN_HOOK, 0o644);
    const before = await snapshotTree(host.root);
    await discover();
    expect(await snapshotTree(host.root)).toEqual(before);
  });

  it('watches every folder it reads and the VS Code state file its notes depend on', () => {
    expect(dialect.watchedPaths(workspace, host.paths)).toEqual([
      path.join(host.home, 'Documents/Cline/Hooks'),
      path.join(host.home, '.cline/hooks'),
      path.join(host.ws, '.clinerules/hooks'),
      path.join(host.ws, '.cline/hooks'),
      path.join(host.home, '.cline/data/globalState.json'),
    ]);
    expect(dialect.watchedPaths({ kind: 'user' }, host.paths)).toHaveLength(3);
  });
});
