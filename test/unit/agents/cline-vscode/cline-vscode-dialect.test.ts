import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClineVscodeDialect } from '../../../../electron/services/agents/cline-vscode/cline-vscode-dialect';
import type { DiscoveryTarget } from '../../../../electron/services/agents/dialect';
import { HookEntrySchema, type HookEntry } from '../../../../shared/schemas/hook';
import {
  BASH_HOOK,
  createTempClineHost,
  NODE_HOOK,
  PLAIN_HOOK,
  snapshotTree,
  type TempClineHost,
} from '../cline/temp-cline-host';

const dialect = new ClineVscodeDialect();

describe('ClineVscodeDialect', () => {
  let host: TempClineHost;
  let workspace: DiscoveryTarget;
  beforeEach(async () => {
    host = await createTempClineHost();
    workspace = { kind: 'workspace', roots: [host.ws] };
  });
  afterEach(() => host.cleanup());

  const discover = (target = workspace) => dialect.discover(target, host.context());
  const rowFor = async (relative: string, target = workspace): Promise<HookEntry> => {
    const file = path.join(host.root, relative);
    const row = (await discover(target)).hooks.find((hook) => hook.sourcePath === file);
    if (!row) throw new Error(`no row for ${relative}`);
    return row;
  };
  const writeState = (text: string) => host.write('home/.cline/data/globalState.json', text, 0o644);

  describe('folders', () => {
    it('reads only Documents/Cline/Hooks for a user target', async () => {
      const { sources } = await discover({ kind: 'user' });
      expect(
        sources.map((source) => [source.path, source.scope, source.kind, source.state]),
      ).toEqual([
        [path.join(host.home, 'Documents/Cline/Hooks'), 'user', 'hooks-folder', 'missing'],
      ]);
    });

    it('adds .clinerules/hooks of every root, never .cline/hooks or ~/.cline/hooks', async () => {
      await host.write('ws/.cline/hooks/TaskStart', NODE_HOOK);
      await host.write('home/.cline/hooks/TaskStart', NODE_HOOK);
      const other = path.join(host.root, 'other');
      const { sources, hooks } = await discover({ kind: 'workspace', roots: [host.ws, other] });
      expect(sources.map((source) => [source.path.replace(host.root, ''), source.scope])).toEqual([
        ['/home/Documents/Cline/Hooks', 'user'],
        ['/ws/.clinerules/hooks', 'workspace'],
        ['/other/.clinerules/hooks', 'workspace'],
      ]);
      expect(hooks).toEqual([]);
    });
  });

  describe('statuses', () => {
    it('runs an executable file with the exact name itself, with a 30 s timeout', async () => {
      const file = await host.write('ws/.clinerules/hooks/PreToolUse', BASH_HOOK, 0o755);
      const row = await rowFor('ws/.clinerules/hooks/PreToolUse');
      expect(row).toMatchObject({
        agent: 'cline-vscode',
        scope: 'workspace',
        event: 'PreToolUse',
        status: 'active',
        reason: { key: 'reason.active', params: { event: 'PreToolUse' } },
        handler: { type: 'file', summary: file, argv: [file], timeoutSec: 30 },
        raw: BASH_HOOK,
      });
      expect(HookEntrySchema.parse(row)).toEqual(row);
    });

    it('calls a file without the executable bit not executable', async () => {
      await host.write('home/Documents/Cline/Hooks/TaskStart', BASH_HOOK, 0o644);
      expect(await rowFor('home/Documents/Cline/Hooks/TaskStart', { kind: 'user' })).toMatchObject({
        scope: 'user',
        status: 'not-executable',
        reason: { key: 'reason.not-executable', params: {} },
      });
    });

    it.each(['TaskResume', 'PreCompact', 'Notification'])(
      'says %s never runs: 4.x no longer wires it',
      async (name) => {
        await host.write(`ws/.clinerules/hooks/${name}`, BASH_HOOK, 0o755);
        expect(await rowFor(`ws/.clinerules/hooks/${name}`)).toMatchObject({
          status: 'never-runs',
          reason: { key: 'reason.cline-vscode-not-wired', params: { event: name } },
          handler: { argv: null, timeoutSec: null },
        });
      },
    );

    it.each([
      ['PreToolUse.sh', 'reason.ignored-name-not-exact', { expected: 'PreToolUse' }],
      ['pretooluse', 'reason.ignored-name-not-exact', { expected: 'PreToolUse' }],
      ['TaskError', 'reason.cline-event-not-in-vscode', { event: 'TaskError' }],
      ['SessionShutdown', 'reason.cline-event-not-in-vscode', { event: 'SessionShutdown' }],
      ['NotAHook', 'reason.ignored-unknown-name', { name: 'NotAHook' }],
    ])('ignores %s (%s)', async (name, code, params) => {
      await host.write(`ws/.clinerules/hooks/${name}`, BASH_HOOK, 0o755);
      expect(await rowFor(`ws/.clinerules/hooks/${name}`)).toMatchObject({
        status: 'ignored',
        reason: { key: code, params },
        handler: { argv: null, timeoutSec: null },
        raw: '',
      });
    });

    it('runs a symlink with the exact name, since it follows links', async () => {
      const target = await host.write('scripts/pre', BASH_HOOK, 0o755);
      await fs.mkdir(path.join(host.ws, '.clinerules/hooks'), { recursive: true });
      await fs.symlink(target, path.join(host.ws, '.clinerules/hooks/PreToolUse'));
      const row = await rowFor('ws/.clinerules/hooks/PreToolUse');
      expect(row.status).toBe('active');
      expect(row.notes).toEqual([
        {
          key: 'note.differs-in-other-cline-runtime',
          params: { runtime: 'cline-cli', status: 'ignored' },
        },
      ]);
    });

    it('ignores a broken symlink and a folder with the exact name', async () => {
      await fs.mkdir(path.join(host.ws, '.clinerules/hooks/TaskStart'), { recursive: true });
      await fs.symlink(
        path.join(host.root, 'gone'),
        path.join(host.ws, '.clinerules/hooks/PreToolUse'),
      );
      expect((await rowFor('ws/.clinerules/hooks/PreToolUse')).reason.key).toBe(
        'reason.ignored-broken-symlink',
      );
      expect((await rowFor('ws/.clinerules/hooks/TaskStart')).reason.key).toBe(
        'reason.ignored-subfolder',
      );
    });

    it('runs an executable binary, which the CLI cannot', async () => {
      const file = path.join(host.ws, '.clinerules/hooks/TaskStart');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile('/usr/bin/true', file);
      await fs.chmod(file, 0o755);
      const row = await rowFor('ws/.clinerules/hooks/TaskStart');
      expect(row).toMatchObject({ status: 'active', raw: '' });
      expect(row.notes).toEqual([
        {
          key: 'note.differs-in-other-cline-runtime',
          params: { runtime: 'cline-cli', status: 'invalid' },
        },
      ]);
    });
  });

  describe('the hooksEnabled master switch', () => {
    it('turns every hook off, saying where', async () => {
      await writeState('{"hooksEnabled": false}');
      await host.write('ws/.clinerules/hooks/PreToolUse', BASH_HOOK, 0o755);
      await host.write('home/Documents/Cline/Hooks/TaskStart', BASH_HOOK, 0o644);
      await host.write('ws/.clinerules/hooks/README', 'notes', 0o644);
      const { hooks } = await discover();
      expect(hooks.map((hook) => [hook.locator, hook.status, hook.reason])).toEqual([
        [
          'TaskStart',
          'disabled',
          {
            key: 'reason.disabled-by-hooks-enabled-setting',
            params: { file: path.join(host.home, '.cline/data/globalState.json') },
          },
        ],
        [
          'PreToolUse',
          'disabled',
          {
            key: 'reason.disabled-by-hooks-enabled-setting',
            params: { file: path.join(host.home, '.cline/data/globalState.json') },
          },
        ],
        ['README', 'ignored', { key: 'reason.ignored-unknown-name', params: { name: 'README' } }],
      ]);
    });

    it('leaves hooks on when the setting is true', async () => {
      await writeState('{"hooksEnabled": true}');
      await host.write('ws/.clinerules/hooks/PreToolUse', BASH_HOOK, 0o755);
      expect((await rowFor('ws/.clinerules/hooks/PreToolUse')).status).toBe('active');
    });

    it('reads the switch from CLINE_DATA_DIR', async () => {
      const dataDir = path.join(host.root, 'data');
      await host.write('data/globalState.json', '{"hooksEnabled": false}', 0o644);
      await host.write('ws/.clinerules/hooks/PreToolUse', BASH_HOOK, 0o755);
      const context = host.context();
      const paths = { ...context.paths, clineDataDir: dataDir };
      const { hooks } = await dialect.discover(workspace, { ...context, paths });
      expect(hooks[0]?.reason.params).toEqual({ file: path.join(dataDir, 'globalState.json') });
    });
  });

  describe('the other Cline runtime', () => {
    it('notes that the CLI runs a chmod 644 PreToolUse with bash', async () => {
      await host.write('ws/.clinerules/hooks/PreToolUse', PLAIN_HOOK, 0o644);
      expect((await rowFor('ws/.clinerules/hooks/PreToolUse')).notes).toEqual([
        {
          key: 'note.differs-in-other-cline-runtime',
          params: { runtime: 'cline-cli', status: 'active' },
        },
      ]);
    });

    it('notes that the CLI runs pretooluse.sh, which the extension ignores', async () => {
      await host.write('home/Documents/Cline/Hooks/pretooluse.sh', BASH_HOOK, 0o755);
      const row = await rowFor('home/Documents/Cline/Hooks/pretooluse.sh', { kind: 'user' });
      expect(row.status).toBe('ignored');
      expect(row.notes[0]?.params.runtime).toBe('cline-cli');
    });

    it('adds no note where both runtimes agree', async () => {
      await host.write('ws/.clinerules/hooks/PreToolUse', BASH_HOOK, 0o755);
      expect((await rowFor('ws/.clinerules/hooks/PreToolUse')).notes).toEqual([]);
    });
  });

  describe('Windows', () => {
    let windows: TempClineHost;
    beforeEach(async () => {
      windows = await createTempClineHost('win32');
    });
    afterEach(() => windows.cleanup());

    it('runs <Name>.ps1 through PowerShell, with or without the executable bit', async () => {
      const file = await windows.write(
        'ws/.clinerules/hooks/PreToolUse.ps1',
        'Write-Output "{}"\n',
        0o644,
      );
      const { hooks } = await dialect.discover(
        { kind: 'workspace', roots: [windows.ws] },
        windows.context(),
      );
      expect(hooks[0]).toMatchObject({
        status: 'active',
        handler: {
          argv: [
            'powershell',
            '-NoProfile',
            '-NonInteractive',
            '-ExecutionPolicy',
            'Bypass',
            '-File',
            file,
          ],
          timeoutSec: 30,
        },
      });
    });
  });

  it('never writes: not even Documents/Cline/Hooks, which the extension itself creates', async () => {
    await host.write('ws/.clinerules/hooks/PreToolUse', PLAIN_HOOK, 0o644);
    const before = await snapshotTree(host.root);
    await discover();
    expect(await snapshotTree(host.root)).toEqual(before);
  });

  it('watches its hooks folders and globalState.json', () => {
    expect(dialect.watchedPaths(workspace, host.paths)).toEqual([
      path.join(host.home, 'Documents/Cline/Hooks'),
      path.join(host.ws, '.clinerules/hooks'),
      path.join(host.home, '.cline/data/globalState.json'),
    ]);
  });
});
