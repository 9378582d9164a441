import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  type ClaudeHome,
  command,
  createClaudeHome,
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

const ID = 'hooktest@local-market';

// The plugin of the plugin-dir scenario, installed the way Claude Code 2.1.328 records installs.
async function installPlugin(
  install: { scope?: string; projectPath?: string } = {},
  hooks: object = {
    description: 'test plugin hooks',
    hooks: {
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [command('node "${CLAUDE_PLUGIN_ROOT}/hook.mjs" plugin-PreToolUse pass')],
        },
      ],
      SessionStart: [
        {
          hooks: [
            command('node', { args: ['${CLAUDE_PLUGIN_ROOT}/hook.mjs', '${CLAUDE_PLUGIN_DATA}'] }),
          ],
        },
      ],
    },
  },
): Promise<{ root: string; hooksFile: string }> {
  const root = path.join(
    home.paths.claudeDir,
    'plugins',
    'cache',
    'local-market',
    'hooktest',
    '0.0.1',
  );
  await home.write(path.join(root, '.claude-plugin', 'plugin.json'), {
    name: 'hooktest',
    version: '0.0.1',
  });
  const hooksFile = await home.write(path.join(root, 'hooks', 'hooks.json'), hooks);
  await home.write(path.join(home.paths.claudeDir, 'plugins', 'installed_plugins.json'), {
    version: 2,
    plugins: {
      [ID]: [
        {
          scope: 'user',
          installPath: root,
          version: '0.0.1',
          installedAt: '2026-11-30T00:00:00Z',
          ...install,
        },
      ],
    },
  });
  return { root, hooksFile };
}

const enable = (value: unknown = true, extra: object = {}) => ({
  ...extra,
  enabledPlugins: { [ID]: value },
});

describe('plugin hooks', () => {
  it('lists the hooks of a plugin the user enabled, with the plugin note and substituted paths', async () => {
    const { root, hooksFile } = await installPlugin();
    await home.write(userSettings(home), enable());
    const result = await home.discover();
    const pre = rowOf(result, hooksFile, 'PreToolUse/0/0');
    expect(pre).toMatchObject({ scope: 'plugin', status: 'active', matcher: 'Bash' });
    expect(pre.notes).toEqual([{ key: 'note.plugin-scope', params: { plugin: ID } }]);
    expect(rowOf(result, hooksFile, 'SessionStart/0/0').handler.argv).toEqual([
      'node',
      `${root}/hook.mjs`,
      path.join(home.paths.claudeDir, 'plugins', 'data', 'hooktest-local-market'),
    ]);
    expect(result.sources.find((s) => s.path === hooksFile)).toMatchObject({
      scope: 'plugin',
      kind: 'plugin',
      state: 'ok',
      hookCount: 2,
    });
  });

  it('lists nothing for a plugin that is installed but not enabled, or enabled with anything but true', async () => {
    await installPlugin();
    expect((await home.discover()).hooks).toEqual([]);
    await home.write(userSettings(home), enable(['0.0.1']));
    expect((await home.discover()).hooks).toEqual([]);
  });

  it('lets a local file turn off a plugin the project enables', async () => {
    const { hooksFile } = await installPlugin();
    const root = await home.workspace('w');
    await home.write(projectSettings(root), enable());
    const on = await home.discover({ kind: 'workspace', roots: [root] });
    expect(on.hooks.filter((row) => row.sourcePath === hooksFile)).toHaveLength(2);
    await home.write(projectSettings(root, true), enable(false));
    const off = await home.discover({ kind: 'workspace', roots: [root] });
    expect(off.hooks).toEqual([]);
  });

  it('uses a project-scope install only in its own project', async () => {
    const root = await home.workspace('w');
    const other = await home.workspace('other');
    const { hooksFile } = await installPlugin({ scope: 'project', projectPath: root });
    await home.write(userSettings(home), enable());
    const inProject = await home.discover({ kind: 'workspace', roots: [root] });
    expect(inProject.hooks.filter((row) => row.sourcePath === hooksFile)).toHaveLength(2);
    expect((await home.discover({ kind: 'workspace', roots: [other] })).hooks).toEqual([]);
    expect((await home.discover({ kind: 'user' })).hooks).toEqual([]);
  });

  it('reports a plugin command that is not there after substituting ${CLAUDE_PLUGIN_ROOT}', async () => {
    const { root, hooksFile } = await installPlugin(
      {},
      settingsWith('Stop', [command('${CLAUDE_PLUGIN_ROOT}/bin/check', { args: [] })]),
    );
    await home.write(userSettings(home), enable());
    expect(rowOf(await home.discover(), hooksFile).reason).toEqual({
      key: 'reason.interpreter-missing',
      params: { interpreter: `${root}/bin/check` },
    });
  });

  it('turns off user-enabled plugins under allowManagedHooksOnly but keeps managed-enabled ones', async () => {
    const { hooksFile } = await installPlugin();
    await home.write(userSettings(home), enable());
    const managed = await home.write(home.paths.claudeManagedSettings, {
      allowManagedHooksOnly: true,
    });
    const userEnabled = await home.discover();
    expect(rowOf(userEnabled, hooksFile, 'PreToolUse/0/0').reason).toEqual({
      key: 'reason.disabled-by-managed-only',
      params: { file: managed },
    });
    await home.write(
      home.paths.claudeManagedSettings,
      enable(true, { allowManagedHooksOnly: true }),
    );
    const managedEnabled = await home.discover();
    expect(rowOf(managedEnabled, hooksFile, 'PreToolUse/0/0').status).toBe('active');
  });

  it('turns off plugin hooks when a non-managed file sets disableAllHooks', async () => {
    const { hooksFile } = await installPlugin();
    const user = await home.write(userSettings(home), enable(true, { disableAllHooks: true }));
    expect(rowOf(await home.discover(), hooksFile, 'PreToolUse/0/0').reason).toEqual({
      key: 'reason.disabled-by-disable-all-hooks',
      params: { file: user },
    });
  });

  it('reads the hooks files and inline hooks the manifest names', async () => {
    const { root } = await installPlugin({}, { hooks: {} });
    const manifest = await home.write(path.join(root, '.claude-plugin', 'plugin.json'), {
      name: 'hooktest',
      hooks: ['./extra/more-hooks.json', { Stop: [{ hooks: [command('echo inline')] }] }],
    });
    const extra = await home.write(
      path.join(root, 'extra', 'more-hooks.json'),
      settingsWith('Notification', [command('echo extra')]),
    );
    await home.write(userSettings(home), enable());
    const result = await home.discover();
    expect(rowOf(result, extra)).toMatchObject({ event: 'Notification', status: 'active' });
    expect(rowOf(result, manifest)).toMatchObject({
      event: 'Stop',
      handler: { summary: 'echo inline' },
    });
  });

  it('marks a broken plugin hooks file invalid, and a broken install registry', async () => {
    const { hooksFile } = await installPlugin();
    await home.write(
      hooksFile,
      '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "x"}]}]}',
    );
    await home.write(userSettings(home), enable());
    const result = await home.discover();
    const reason = {
      key: 'reason.plugin-manifest-invalid',
      params: { file: hooksFile, message: 'a closing "}" is missing at line 1, column 71' },
    };
    expect(result.sources.find((s) => s.path === hooksFile)).toMatchObject({
      state: 'invalid',
      reason,
    });
    expect(rowOf(result, hooksFile)).toMatchObject({ status: 'invalid', reason });

    const registry = path.join(home.paths.claudeDir, 'plugins', 'installed_plugins.json');
    await home.write(registry, 'not json');
    const broken = await home.discover();
    expect(broken.hooks).toEqual([]);
    expect(broken.sources.find((s) => s.path === registry)).toMatchObject({
      kind: 'plugin',
      state: 'invalid',
      reason: { key: 'reason.plugin-manifest-invalid' },
    });
  });
});
