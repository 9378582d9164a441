import path from 'node:path';

import type { HostPaths } from '../../platform/host-paths';
import type { AgentDialect, DiscoveryContext, DiscoveryResult, DiscoveryTarget } from '../dialect';
import {
  type FrontmatterBase,
  frontmatterFolders,
  loadFrontmatterSources,
  skillFolders,
} from './frontmatter-sources';
import { buildRows } from './hook-rows';
import type { LoadedSource } from './loaded-source';
import { compileMatcher } from './matcher';
import { pluginRegistryFiles } from './plugin-registry';
import { loadPluginSources, type PluginContext } from './plugin-sources';
import { ProbeMemo } from './probe-memo';
import {
  loadSettingsLayers,
  managedDropInFolder,
  rootSettingsFiles,
  type SettingsLayers,
  userSettingsFile,
} from './settings-sources';
import type { Switches } from './status-rules';

/**
 * Claude Code 2.1.328 (spec §1–§3, §7): hooks from managed, user, project and local settings,
 * enabled plugins, and skill/agent frontmatter, all concatenated. A user-level target lists what
 * fires everywhere (managed, user, user-enabled plugins, user skills and agents); a workspace
 * target lists the effective set for its roots. Parsed files are shared across the targets of
 * one pass (one FileProbe).
 */
export class ClaudeCodeDialect implements AgentDialect {
  readonly id = 'claude-code' as const;
  readonly #memo = new ProbeMemo();

  async discover(target: DiscoveryTarget, context: DiscoveryContext): Promise<DiscoveryResult> {
    const { paths, files } = context;
    const layers = await loadSettingsLayers(target, paths, files, this.#memo);
    const [plugins, frontmatter] = await Promise.all([
      loadPluginSources(pluginContexts(layers), paths, files, this.#memo),
      Promise.all(
        frontmatterBases(target, paths).map((base) =>
          loadFrontmatterSources(base, files, this.#memo),
        ),
      ),
    ]);
    const sources: LoadedSource[] = [
      ...layers.managed,
      layers.user,
      ...layers.roots.flatMap((root) => [root.project, root.local]),
      ...plugins,
      ...frontmatter.flat(),
    ];
    const firstRoot = layers.roots[0]?.root ?? null;
    return buildRows(sources, {
      switches: switchesOf(layers),
      platform: paths.platform,
      which: context.which,
      projectDirFor: (root) => root ?? firstRoot,
      compileMatcher: (matcher, event) =>
        this.#memo.get(files, `matcher:${JSON.stringify([event, matcher ?? null])}`, () =>
          compileMatcher(matcher, event),
        ),
    });
  }

  /**
   * Every settings file, the managed file and its drop-in folder, the skills and agents folders
   * (and each skill's folder, where SKILL.md lives), and the plugin registry files.
   */
  watchedPaths(target: DiscoveryTarget, paths: HostPaths): string[] {
    const roots = target.kind === 'workspace' ? target.roots : [];
    const frontmatter = frontmatterBases(target, paths).flatMap((base) => {
      const folders = frontmatterFolders(base.claudeDir);
      return [folders.skills, ...skillFolders(folders.skills), folders.agents];
    });
    return [
      paths.claudeManagedSettings,
      managedDropInFolder(paths),
      userSettingsFile(paths),
      ...roots.flatMap((root) => Object.values(rootSettingsFiles(root))),
      ...frontmatter,
      ...pluginRegistryFiles(paths),
    ];
  }
}

function frontmatterBases(target: DiscoveryTarget, paths: HostPaths): FrontmatterBase[] {
  const roots = target.kind === 'workspace' ? target.roots : [];
  return [
    { claudeDir: paths.claudeDir, root: null },
    ...roots.map((root) => ({ claudeDir: path.join(root, '.claude'), root })),
  ];
}

/** Where plugins are switched on: each root (user < project < local < managed), or the user level. */
function pluginContexts(layers: SettingsLayers): PluginContext[] {
  const managed = layers.managed.map((source) => source.document.switches);
  const user = layers.user.document.switches;
  if (layers.roots.length === 0) return [{ root: null, layers: [user, ...managed], managed }];
  return layers.roots.map(({ root, project, local }) => ({
    root,
    layers: [user, project.document.switches, local.document.switches, ...managed],
    managed,
  }));
}

function switchesOf(layers: SettingsLayers): Switches {
  const firstWith = (sources: LoadedSource[], key: 'disableAllHooks' | 'allowManagedHooksOnly') =>
    sources.find((source) => source.document.switches[key])?.path ?? null;
  const disableAll = new Map<string | null, string | null>();
  for (const layer of layers.roots) {
    disableAll.set(
      layer.root,
      firstWith([layers.user, layer.project, layer.local], 'disableAllHooks'),
    );
  }
  // A project's switch also silences the user's hooks there (spec §1.2), so machine-wide hooks
  // (root null) are off when any root of the target turns hooks off.
  const allRoots = layers.roots.flatMap((layer) => [layer.project, layer.local]);
  disableAll.set(null, firstWith([layers.user, ...allRoots], 'disableAllHooks'));
  return {
    managedDisableAll: firstWith(layers.managed, 'disableAllHooks'),
    managedOnly: firstWith(layers.managed, 'allowManagedHooksOnly'),
    disableAllFor: (root) => disableAll.get(root) ?? null,
  };
}
