import path from 'node:path';

import type { FileProbe } from '../../platform/file-probe';
import type { HostPaths } from '../../platform/host-paths';
import { collectHandlers } from './hook-tree';
import { parseJson } from './json-tree';
import {
  type HooksDocument,
  type LoadedSource,
  MISSING_DOCUMENT,
  NO_SWITCHES,
  type PluginInfo,
  type SettingsSwitches,
  unreadableDocument,
} from './loaded-source';
import {
  enabledPluginIds,
  installFor,
  pluginDataDir,
  type PluginRegistry,
  readPluginRegistry,
} from './plugin-registry';
import type { ProbeMemo } from './probe-memo';
import { analysePluginHooksText, property } from './settings-file';
import { readSourceText } from './source-text';

/** Where plugins are switched on: one workspace root, or the user level (root null). */
export interface PluginContext {
  root: string | null;
  /** The applied settings switches, lowest precedence first (user, project, local, managed). */
  layers: SettingsSwitches[];
  managed: SettingsSwitches[];
}

const STANDARD_HOOKS_FILE = path.join('hooks', 'hooks.json');

/**
 * The hooks files of every plugin the contexts enable and that is installed for them: the
 * standard `hooks/hooks.json`, extra files the manifest's `hooks` names, and hooks written inline
 * in the manifest. A plugin enabled in every context belongs to all of them (root null);
 * otherwise to the first root that enables it. A broken installed_plugins.json is listed as an
 * invalid source. Never throws.
 */
export async function loadPluginSources(
  contexts: PluginContext[],
  paths: HostPaths,
  files: FileProbe,
  memo: ProbeMemo,
): Promise<LoadedSource[]> {
  const registry = await readPluginRegistry(paths, files, memo);
  const enabledIn = new Map<string, Array<string | null>>();
  for (const context of contexts) {
    for (const id of enabledPluginIds(context.layers)) {
      enabledIn.set(id, [...(enabledIn.get(id) ?? []), context.root]);
    }
  }
  const plugins: Array<{ info: PluginInfo; root: string | null }> = [];
  for (const [id, roots] of [...enabledIn].sort(([a], [b]) => a.localeCompare(b))) {
    const root = roots.length === contexts.length ? null : (roots[0] ?? null);
    const install = installFor(registry.installs.get(id) ?? [], root ?? roots[0] ?? null);
    if (!install) continue;
    const enabledByManaged = contexts.some((context) =>
      context.managed.some((layer) => layer.enabledPlugins[id] === true),
    );
    const info = {
      id,
      root: install.installPath,
      dataDir: pluginDataDir(paths, id),
      enabledByManaged,
    };
    plugins.push({ info, root });
  }
  const loaded = await Promise.all(
    plugins.map(({ info, root }) => loadPlugin(info, root, files, memo)),
  );
  return [...registrySource(registry), ...loaded.flat()];
}

async function loadPlugin(
  info: PluginInfo,
  root: string | null,
  files: FileProbe,
  memo: ProbeMemo,
): Promise<LoadedSource[]> {
  const source = (file: string, document: HooksDocument): LoadedSource => ({
    scope: 'plugin',
    kind: 'plugin',
    path: file,
    document,
    root,
    plugin: info,
    frontmatter: null,
  });
  const standard = path.join(info.root, STANDARD_HOOKS_FILE);
  const manifestFile = path.join(info.root, '.claude-plugin', 'plugin.json');
  const manifest = await memo.get(files, `plugin-manifest:${manifestFile}`, () =>
    readManifestHooks(manifestFile, files),
  );
  const extraFiles = manifest.files
    .map((relative) => path.resolve(info.root, relative))
    .filter((file) => file !== standard);
  const hookFiles = [standard, ...new Set(extraFiles)];
  const documents = await Promise.all(
    hookFiles.map((file) =>
      memo.get(files, `plugin-hooks:${file}`, () => readPluginHooks(file, files)),
    ),
  );
  const sources = hookFiles.flatMap((file, index) => {
    const document = documents[index];
    return document && document.state !== 'missing' ? [source(file, document)] : [];
  });
  return manifest.inline ? [...sources, source(manifestFile, manifest.inline)] : sources;
}

async function readPluginHooks(file: string, files: FileProbe): Promise<HooksDocument> {
  const read = await readSourceText(files, file);
  if (read.state === 'missing') return MISSING_DOCUMENT;
  if (read.state === 'unreadable') return unreadableDocument(read.message);
  return analysePluginHooksText(file, read.text);
}

/** The manifest's `hooks`: extra file paths (relative to the plugin) and inline hooks. */
async function readManifestHooks(
  file: string,
  files: FileProbe,
): Promise<{ files: string[]; inline: HooksDocument | null }> {
  const none = { files: [], inline: null };
  const read = await readSourceText(files, file);
  if (read.state !== 'ok') return none;
  try {
    return manifestHooks(read.text);
  } catch {
    // A manifest nested too deeply to parse: Claude Code cannot load the plugin either.
    return none;
  }
}

function manifestHooks(text: string): { files: string[]; inline: HooksDocument | null } {
  const none = { files: [], inline: null };
  const { root, error, access } = parseJson(text);
  const hooks = !error && root?.type === 'object' ? property(access, root, 'hooks') : undefined;
  if (!hooks) return none;
  const entries = access.kind(hooks) === 'array' ? access.items(hooks) : [hooks];
  const paths = entries.flatMap((entry) => {
    const value = access.value(entry);
    return typeof value === 'string' ? [value] : [];
  });
  const inlineNode = entries.find((entry) => access.kind(entry) === 'object');
  if (!inlineNode) return { files: paths, inline: null };
  const { handlers } = collectHandlers(access, inlineNode);
  const inline: HooksDocument = {
    state: 'ok',
    reason: null,
    rowReason: null,
    handlers,
    switches: NO_SWITCHES,
  };
  return { files: paths, inline };
}

function registrySource(registry: PluginRegistry): LoadedSource[] {
  if (registry.state === 'ok' || registry.state === 'missing') return [];
  const document = { ...MISSING_DOCUMENT, state: registry.state, reason: registry.reason };
  return [
    {
      scope: 'plugin',
      kind: 'plugin',
      path: registry.path,
      document,
      root: null,
      plugin: null,
      frontmatter: null,
    },
  ];
}
