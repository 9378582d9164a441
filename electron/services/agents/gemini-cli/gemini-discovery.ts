import path from 'node:path';

import { type GeminiHookDef, type GeminiLayer, listGeminiHookDefs } from './gemini-hook-defs';
import { codedText } from '../../../../shared/i18n/coded-text';
import type { Reason } from '../../../../shared/schemas/hook';
import { isExtensionEnabled, readExtensionEnablement } from './gemini-extension-enablement';
import { judgeGeminiHooks, type GeminiVerdict } from './gemini-hook-verdict';
import type { TextRead } from '../probe-text';
import { readGeminiSettings, type GeminiSettings } from './gemini-settings-file';

export interface GeminiDiscoveryInput {
  home: string;
  roots: readonly string[];
  /** GEMINI_CLI_SYSTEM_SETTINGS_PATH, else /etc/gemini-cli/settings.json. */
  systemSettingsPath: string;
  readText(file: string): Promise<TextRead>;
  listDir(dir: string): Promise<string[]>;
  /** Whether a folder above `file` is writable by group or others (Gemini then skips it). */
  insecureAncestor(file: string): Promise<boolean>;
}

export interface GeminiSourceRow {
  path: string;
  layer: GeminiLayer;
  /** `skipped`: Gemini does not read it; `switched-off`: an extension switched off here. */
  state: 'ok' | 'missing' | 'invalid' | 'skipped' | 'switched-off';
  reason: Reason | null;
  hookCount: number;
}

export interface GeminiHookRow extends GeminiVerdict {
  def: GeminiHookDef;
}

export interface LoadedLayer {
  source: GeminiSourceRow;
  settings: GeminiSettings | null;
  defs: GeminiHookDef[];
}

/**
 * Every Gemini hook a target sees (spec §1–§3, §7): system, user and project settings and
 * extensions, all combined (no layer overrides another), with the disabled list as the union
 * of all layers, the kill switch, project-hook fingerprints and sequential events. Never throws.
 */
export async function discoverGeminiHooks(
  input: GeminiDiscoveryInput,
): Promise<{ hooks: GeminiHookRow[]; sources: GeminiSourceRow[] }> {
  const geminiDir = path.join(input.home, '.gemini');
  const layers: LoadedLayer[] = [];
  const system = await loadLayer(input, input.systemSettingsPath, 'system');
  // A file Gemini read (its hooks partly skipped, maybe) is skipped whole from an insecure folder.
  if (system.settings && (await input.insecureAncestor(input.systemSettingsPath))) {
    system.source.state = 'skipped';
    system.source.reason = {
      key: 'reason.gemini-system-file-skipped',
      params: { file: input.systemSettingsPath },
    };
  }
  layers.push(system, await loadLayer(input, path.join(geminiDir, 'settings.json'), 'user'));
  for (const root of input.roots) {
    layers.push(await loadLayer(input, path.join(root, '.gemini', 'settings.json'), 'workspace'));
  }
  const extensionsDir = path.join(geminiDir, 'extensions');
  const enablementFile = path.join(extensionsDir, 'extension-enablement.json');
  const enablementRead = await input.readText(enablementFile);
  const enablement = readExtensionEnablement(
    enablementRead.kind === 'text' ? enablementRead.text : null,
  );
  // Gemini asks for the session's folder: a workspace's root, else (the user level) the home.
  const folder = input.roots[0] ?? input.home;
  for (const entry of (await input.listDir(extensionsDir)).sort()) {
    const dir = path.join(extensionsDir, entry);
    const layer = await loadLayer(input, path.join(dir, 'hooks', 'hooks.json'), 'extension', dir);
    if (layer.source.state === 'missing') {
      layers.push(layer);
      continue;
    }
    const manifest = await readManifest(input, dir);
    if ('problem' in manifest) {
      layer.source.state = 'skipped';
      layer.source.reason = codedText('reason.gemini-extension-not-loaded', {
        folder: dir,
        problem: manifest.problem,
      });
    } else if (!isExtensionEnabled(enablement, manifest.name, folder)) {
      layer.source.state = 'switched-off';
      layer.source.reason = codedText('reason.gemini-extension-disabled', {
        name: manifest.name,
        file: enablementFile,
      });
    }
    layers.push(layer);
  }
  const trusted = await readTrustedHooks(input, path.join(geminiDir, 'trusted_hooks.json'));
  const hooks = judgeGeminiHooks(layers, input.roots, trusted);
  return { hooks, sources: layers.map((l) => l.source) };
}

async function loadLayer(
  input: GeminiDiscoveryInput,
  file: string,
  layer: GeminiLayer,
  extensionDir: string | null = null,
): Promise<LoadedLayer> {
  const read = readGeminiSettings(await input.readText(file));
  if (read.state !== 'ok') {
    const reason =
      read.state === 'invalid'
        ? codedText('reason.gemini-settings-unreadable', { file, message: read.message })
        : null;
    return {
      source: { path: file, layer, state: read.state, reason, hookCount: 0 },
      settings: null,
      defs: [],
    };
  }
  const extension = extensionDir
    ? { extensionPath: extensionDir, workspacePath: input.roots[0] ?? null }
    : null;
  const { defs, skipped } = listGeminiHookDefs(read.settings.hooks, file, layer, extension);
  // An extension's hooks.json switches nothing: its hooksConfig is not read.
  const settings = layer === 'extension' ? null : read.settings;
  // Gemini runs the rest of its hooks (and warns "Invalid configuration in <file>" on start for
  // most such parts): the file is a problem to show, with its hooks still listed.
  const source: GeminiSourceRow = skipped.length
    ? {
        path: file,
        layer,
        state: 'invalid',
        reason: codedText('reason.gemini-hooks-skipped', { file, parts: nameParts(skipped) }),
        hookCount: defs.length,
      }
    : { path: file, layer, state: 'ok', reason: null, hookCount: defs.length };
  return { source, settings, defs };
}

/** How many skipped parts a reason names; Gemini's warning names five. */
const NAMED_PARTS = 5;

function nameParts(parts: readonly string[]): string {
  const named = parts.slice(0, NAMED_PARTS).join(', ');
  const more = parts.length - NAMED_PARTS;
  return more > 0 ? `${named} (+${more})` : named;
}

/**
 * An extension's gemini-extension.json: the `name` its switch is keyed by, or why Gemini skips
 * the extension ("Skipping extension in <folder>": no manifest, not JSON, no name or version;
 * checked with the real gemini 0.61.0).
 */
async function readManifest(
  input: GeminiDiscoveryInput,
  dir: string,
): Promise<{ name: string } | { problem: string }> {
  const read = await input.readText(path.join(dir, 'gemini-extension.json'));
  if (read.kind === 'missing') return { problem: 'it has no gemini-extension.json' };
  if (read.kind === 'error') return { problem: read.message };
  let manifest: unknown;
  try {
    manifest = JSON.parse(read.text);
  } catch {
    return { problem: 'its gemini-extension.json is not JSON' };
  }
  const { name, version } = (manifest ?? {}) as { name?: unknown; version?: unknown };
  if (!name) return { problem: 'its gemini-extension.json has no "name"' };
  if (!version) return { problem: 'its gemini-extension.json has no "version"' };
  return { name: String(name) };
}

/** `~/.gemini/trusted_hooks.json`: project root → `"<name>:<command>"` strings. */
async function readTrustedHooks(
  input: GeminiDiscoveryInput,
  file: string,
): Promise<Map<string, Set<string>>> {
  const trusted = new Map<string, Set<string>>();
  const read = await input.readText(file);
  if (read.kind !== 'text') return trusted;
  try {
    const doc: unknown = JSON.parse(read.text);
    for (const [root, list] of Object.entries(doc as Record<string, unknown>)) {
      if (Array.isArray(list))
        trusted.set(root, new Set(list.filter((x): x is string => typeof x === 'string')));
    }
  } catch {
    // An unreadable list means every project hook is new to Gemini: it warns and runs them.
  }
  return trusted;
}
