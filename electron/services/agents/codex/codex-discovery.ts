import path from 'node:path';

import type { TextRead } from '../probe-text';
import type { CodexConfig } from './codex-config';
import { readCodexConfig } from './codex-config';
import { codexHooksShapeProblem, type CodexHookDef, listCodexHookDefs } from './codex-hook-defs';
import type { CodexListedHook } from './codex-listed-hook';
import { codedText } from '../../../../shared/i18n/coded-text';
import type { Reason } from '../../../../shared/schemas/hook';
import { judgeCodexHook, type CodexVerdict } from './codex-hook-verdict';

export interface CodexDiscoveryInput {
  codexHome: string;
  /** Workspace roots; empty for the user level alone. */
  roots: readonly string[];
  readText(file: string): Promise<TextRead>;
  /** Codex's own `hooks/list` answer, when Hookyard has asked: it decides trust and adds managed and plugin hooks. */
  listed?: readonly CodexListedHook[];
}

export interface CodexSourceRow {
  path: string;
  scope: 'user' | 'workspace';
  form: CodexHookDef['form'];
  state: 'ok' | 'missing' | 'invalid';
  reason: Reason | null;
  hookCount: number;
}

export interface CodexHookRow extends CodexVerdict {
  def: CodexHookDef;
  scope: 'user' | 'workspace' | 'managed' | 'plugin';
}

interface Layer {
  scope: 'user' | 'workspace';
  dir: string;
  /** Project layers load only for a trusted project (spec §1, seen c1/c2). */
  loaded: boolean;
}

/**
 * Every Codex hook a target sees, with Codex's verdict on each (spec/codex.md §1–§2, §8): both
 * forms of each layer, the project layer only when the user config trusts the project,
 * `[hooks.state]` switches and trust, `[features] hooks`. Never throws.
 */
export async function discoverCodexHooks(
  input: CodexDiscoveryInput,
): Promise<{ hooks: CodexHookRow[]; sources: CodexSourceRow[] }> {
  const userConfigFile = path.join(input.codexHome, 'config.toml');
  const userConfig = await loadConfig(input, userConfigFile, true);
  const layers: Layer[] = [{ scope: 'user', dir: input.codexHome, loaded: true }];
  for (const root of input.roots) {
    const trust = userConfig.config?.projectTrust.get(root);
    layers.push({
      scope: 'workspace',
      dir: path.join(root, '.codex'),
      loaded: trust === 'trusted',
    });
  }
  // Codex does not start on a config.toml it cannot read, the user's or a trusted project's
  // (checked with codex 0.169.0): then no hook of this target runs.
  const configs = [userConfig];
  for (const layer of layers.slice(1))
    configs.push(await loadConfig(input, path.join(layer.dir, 'config.toml'), layer.loaded));
  const broken = configs.find(
    (config, index) => layers[index]?.loaded && config.source.state === 'invalid',
  );
  const stopsCodex = broken?.source.path ?? null;
  const sources: CodexSourceRow[] = [];
  const hooks: CodexHookRow[] = [];
  for (const [index, layer] of layers.entries()) {
    const configFile = path.join(layer.dir, 'config.toml');
    const config = configs[index] ?? userConfig;
    const json = await loadHooksJson(input, path.join(layer.dir, 'hooks.json'));
    const inline = listCodexHookDefs(config.config?.inlineHooks, configFile, 'config.toml');
    sources.push(
      { ...json.source, scope: layer.scope },
      { ...config.source, scope: layer.scope, hookCount: inline.length },
    );
    const defs = [...json.defs, ...inline];
    const bothForms = json.defs.length > 0 && inline.length > 0;
    for (const def of defs) {
      const verdict = judgeCodexHook(def, {
        layerLoaded: layer.loaded,
        layerDir: layer.dir,
        userConfig: userConfig.config,
        userConfigFile,
        stopsCodex,
        listed: input.listed?.find((h) => h.key === def.key) ?? null,
        asked: input.listed !== undefined,
        bothForms,
      });
      hooks.push({ def, scope: layer.scope, ...verdict });
    }
  }
  hooks.push(...managedRows(input.listed ?? [], hooks));
  return { hooks, sources };
}

/** One config.toml; `codexReads`: Codex reads it (the user's, a trusted project's), so a broken one stops it. */
async function loadConfig(input: CodexDiscoveryInput, file: string, codexReads: boolean) {
  const read = await input.readText(file);
  const base = { path: file, form: 'config.toml' as const, hookCount: 0 };
  if (read.kind === 'missing')
    return {
      config: null as CodexConfig | null,
      source: { ...base, state: 'missing' as const, reason: null },
    };
  const parsed =
    read.kind === 'text'
      ? readCodexConfig(read.text)
      : { ok: false as const, message: read.message };
  if (!parsed.ok) {
    const key = codexReads ? 'reason.codex-config-stops-codex' : 'reason.codex-config-unreadable';
    const reason = codedText(key, { file, message: parsed.message });
    return { config: null, source: { ...base, state: 'invalid' as const, reason } };
  }
  return { config: parsed.config, source: { ...base, state: 'ok' as const, reason: null } };
}

async function loadHooksJson(input: CodexDiscoveryInput, file: string) {
  const read = await input.readText(file);
  const base = { path: file, form: 'hooks.json' as const };
  if (read.kind === 'missing')
    return { defs: [], source: { ...base, state: 'missing' as const, reason: null, hookCount: 0 } };
  let doc: unknown;
  let message = read.kind === 'error' ? read.message : '';
  if (read.kind === 'text') {
    try {
      doc = JSON.parse(read.text);
    } catch (error) {
      message = (error as Error).message;
    }
  }
  const hooks =
    typeof doc === 'object' && doc !== null ? (doc as { hooks?: unknown }).hooks : undefined;
  // Codex runs none of a file it cannot read into its types.
  const problem = doc === undefined ? message : codexHooksShapeProblem(hooks);
  if (problem !== null) {
    const reason = codedText('reason.codex-config-unreadable', { file, message: problem });
    return { defs: [], source: { ...base, state: 'invalid' as const, reason, hookCount: 0 } };
  }
  const defs = listCodexHookDefs(hooks, file, 'hooks.json');
  return { defs, source: { ...base, state: 'ok' as const, reason: null, hookCount: defs.length } };
}

/** Hooks Codex lists that come from neither layer's files: plugins, MDM, cloud requirements. */
function managedRows(
  listed: readonly CodexListedHook[],
  known: readonly CodexHookRow[],
): CodexHookRow[] {
  return listed
    .filter(
      (h) =>
        h.source !== 'user' && h.source !== 'project' && !known.some((k) => k.def.key === h.key),
    )
    .map((h) => ({
      scope: h.source === 'plugin' ? ('plugin' as const) : ('managed' as const),
      def: {
        key: h.key,
        sourcePath: h.sourcePath ?? h.key,
        form: 'hooks.json' as const,
        event: h.eventName.charAt(0).toUpperCase() + h.eventName.slice(1),
        group: 0,
        handler: 0,
        matcher: h.matcher,
        type: 'command',
        command: h.command,
        timeoutSec: h.timeoutSec ?? 600,
        problem: null,
        raw: JSON.stringify(h),
      },
      status: h.enabled ? ('active' as const) : ('disabled' as const),
      reason: h.enabled
        ? { key: 'reason.codex-managed', params: { source: h.source, event: h.eventName } }
        : { key: 'reason.codex-switched-off', params: {} as Record<string, string> },
      notes: [],
    }));
}
