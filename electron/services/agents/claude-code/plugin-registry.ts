import path from 'node:path';

import type { HookSource, Reason } from '../../../../shared/schemas/hook';
import type { FileProbe } from '../../platform/file-probe';
import type { HostPaths } from '../../platform/host-paths';
import type { SettingsSwitches } from './loaded-source';
import type { ProbeMemo } from './probe-memo';
import { readSourceText } from './source-text';

/** One install of a plugin, as installed_plugins.json (version 2) records it. */
export interface InstallRecord {
  scope: 'managed' | 'user' | 'project' | 'local';
  /** The project an install of scope project/local belongs to. */
  projectPath: string | null;
  installPath: string;
}

export interface PluginRegistry {
  path: string;
  state: HookSource['state'];
  reason: Reason | null;
  /** Installs by plugin id (`name@marketplace`). */
  installs: Map<string, InstallRecord[]>;
}

/** `<claudeDir>/plugins`: Claude Code 2.1.328 keeps its plugin records and installs there. */
export function pluginsFolder(paths: HostPaths): string {
  return path.join(paths.claudeDir, 'plugins');
}

/** The files whose change means plugins were installed, removed or re-sourced. */
export function pluginRegistryFiles(paths: HostPaths): string[] {
  const folder = pluginsFolder(paths);
  return [
    path.join(folder, 'installed_plugins.json'),
    path.join(folder, 'known_marketplaces.json'),
  ];
}

/** Where Claude Code points `${CLAUDE_PLUGIN_DATA}` for a plugin id. */
export function pluginDataDir(paths: HostPaths, id: string): string {
  return path.join(pluginsFolder(paths), 'data', id.replace(/[^a-zA-Z0-9_-]/g, '-'));
}

/**
 * Reads installed_plugins.json (version 2: `{plugins: {id: [install...]}}`; version 1: one
 * install per id, of user scope). A broken file is `invalid` with no installs. Never throws.
 */
export function readPluginRegistry(
  paths: HostPaths,
  files: FileProbe,
  memo: ProbeMemo,
): Promise<PluginRegistry> {
  const file = pluginRegistryFiles(paths)[0] ?? '';
  return memo.get(files, `plugin-registry:${file}`, async () => {
    const registry: PluginRegistry = { path: file, state: 'ok', reason: null, installs: new Map() };
    const read = await readSourceText(files, file);
    if (read.state !== 'ok') {
      const reason: Reason | null =
        read.state === 'unreadable'
          ? { key: 'reason.unreadable', params: { message: read.message } }
          : null;
      return { ...registry, state: read.state, reason };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(read.text);
    } catch (error) {
      return invalid(registry, (error as Error).message);
    }
    const plugins = isRecord(parsed) ? parsed.plugins : undefined;
    if (!isRecord(plugins)) return invalid(registry, 'it has no "plugins" object');
    for (const [id, value] of Object.entries(plugins)) {
      const records = (Array.isArray(value) ? value : [value]).flatMap(toInstall);
      if (records.length > 0) registry.installs.set(id, records);
    }
    return registry;
  });
}

/**
 * The install a context uses: one made for that project first, then a user or managed one.
 * Null when the plugin is not installed for it.
 */
export function installFor(records: InstallRecord[], root: string | null): InstallRecord | null {
  const forProject = records.find(
    (record) => record.projectPath !== null && root !== null && samePath(record.projectPath, root),
  );
  return (
    forProject ??
    records.find((record) => record.scope === 'user' || record.scope === 'managed') ??
    null
  );
}

/**
 * The plugin ids a context enables: `enabledPlugins` merged from the lowest layer to the
 * highest (user < project < local < managed), where only `true` turns a plugin on.
 */
export function enabledPluginIds(layers: SettingsSwitches[]): string[] {
  const merged = new Map<string, unknown>();
  for (const layer of layers) {
    for (const [id, value] of Object.entries(layer.enabledPlugins)) merged.set(id, value);
  }
  return [...merged].filter(([, value]) => value === true).map(([id]) => id);
}

function toInstall(value: unknown): InstallRecord[] {
  if (!isRecord(value) || typeof value.installPath !== 'string') return [];
  const scope = ['managed', 'user', 'project', 'local'].includes(value.scope as string)
    ? (value.scope as InstallRecord['scope'])
    : 'user';
  const projectPath = typeof value.projectPath === 'string' ? value.projectPath : null;
  return [{ scope, projectPath, installPath: value.installPath }];
}

function invalid(registry: PluginRegistry, message: string): PluginRegistry {
  return {
    ...registry,
    state: 'invalid',
    reason: { key: 'reason.plugin-manifest-invalid', params: { file: registry.path, message } },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function samePath(a: string, b: string): boolean {
  return path.resolve(a) === path.resolve(b);
}
