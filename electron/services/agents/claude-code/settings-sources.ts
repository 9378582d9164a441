import path from 'node:path';

import type { HookScope, HookSource } from '../../../../shared/schemas/hook';
import type { DiscoveryTarget } from '../dialect';
import type { FileProbe } from '../../platform/file-probe';
import type { HostPaths } from '../../platform/host-paths';
import {
  type HooksDocument,
  type LoadedSource,
  MISSING_DOCUMENT,
  unreadableDocument,
} from './loaded-source';
import type { ProbeMemo } from './probe-memo';
import { analyseSettingsText } from './settings-file';
import { listedInParent, readSourceText } from './source-text';

/** The settings files of one workspace root. */
export interface RootSettings {
  root: string;
  project: LoadedSource;
  local: LoadedSource;
}

/** Every settings layer a target sees (spec §1.1): managed, user and, per root, project + local. */
export interface SettingsLayers {
  /** The managed file, then the `managed-settings.d/*.json` drop-ins in name order. */
  managed: LoadedSource[];
  user: LoadedSource;
  roots: RootSettings[];
}

export function userSettingsFile(paths: HostPaths): string {
  return path.join(paths.claudeDir, 'settings.json');
}

export function managedDropInFolder(paths: HostPaths): string {
  return path.join(path.dirname(paths.claudeManagedSettings), 'managed-settings.d');
}

export function rootSettingsFiles(root: string): { project: string; local: string } {
  const folder = path.join(root, '.claude');
  return {
    project: path.join(folder, 'settings.json'),
    local: path.join(folder, 'settings.local.json'),
  };
}

/**
 * Loads the settings layers of a target. A user-level target has no roots. Each file is parsed
 * once per FileProbe, however many targets a pass discovers. Never throws.
 */
export async function loadSettingsLayers(
  target: DiscoveryTarget,
  paths: HostPaths,
  files: FileProbe,
  memo: ProbeMemo,
): Promise<SettingsLayers> {
  const load = (file: string, scope: HookScope, root: string | null) =>
    loadSettingsSource(file, scope, root, files, memo);
  const roots = target.kind === 'workspace' ? target.roots : [];
  const [managedFile, dropIns, user, rootLayers] = await Promise.all([
    load(paths.claudeManagedSettings, 'managed', null),
    loadDropIns(managedDropInFolder(paths), files, memo),
    load(userSettingsFile(paths), 'user', null),
    Promise.all(
      roots.map(async (root): Promise<RootSettings> => {
        const settings = rootSettingsFiles(root);
        const [project, local] = await Promise.all([
          load(settings.project, 'workspace', root),
          load(settings.local, 'local', root),
        ]);
        return { root, project, local };
      }),
    ),
  ]);
  return { managed: [managedFile, ...dropIns], user, roots: rootLayers };
}

async function loadDropIns(
  folder: string,
  files: FileProbe,
  memo: ProbeMemo,
): Promise<LoadedSource[]> {
  if ((await listedInParent(files, folder)) === false) return [];
  const listing = await files.readdir(folder);
  if (!listing.ok) return [];
  const names = listing.value
    .filter((entry) => entry.name.endsWith('.json') && !entry.name.startsWith('.'))
    .filter((entry) => !entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map((name) => loadSettingsSource(path.join(folder, name), 'managed', null, files, memo)),
  );
}

async function loadSettingsSource(
  file: string,
  scope: HookScope,
  root: string | null,
  files: FileProbe,
  memo: ProbeMemo,
): Promise<LoadedSource> {
  const document = await memo.get(files, `settings:${file}`, () => readSettings(files, file));
  const kind: HookSource['kind'] = scope === 'managed' ? 'managed' : 'settings';
  return { scope, kind, path: file, document, root, plugin: null, frontmatter: null };
}

async function readSettings(files: FileProbe, file: string): Promise<HooksDocument> {
  const read = await readSourceText(files, file);
  if (read.state === 'missing') return MISSING_DOCUMENT;
  if (read.state === 'unreadable') return unreadableDocument(read.message);
  return analyseSettingsText(file, read.text);
}
