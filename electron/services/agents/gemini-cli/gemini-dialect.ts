import path from 'node:path';

import type { HookEntry, HookScope, HookSource, Reason } from '../../../../shared/schemas/hook';
import type { FileProbe } from '../../platform/file-probe';
import type { HostPaths } from '../../platform/host-paths';
import type { AgentDialect, DiscoveryContext, DiscoveryResult, DiscoveryTarget } from '../dialect';
import { contentHash, hookId } from '../hook-id';
import { probeText } from '../probe-text';
import { discoverGeminiHooks, type GeminiHookRow, type GeminiSourceRow } from './gemini-discovery';
import type { GeminiLayer } from './gemini-hook-defs';

const SCOPES: Record<GeminiLayer, HookScope> = {
  system: 'managed',
  user: 'user',
  workspace: 'workspace',
  extension: 'plugin',
};

/** One Gemini hook as an inventory row, with its name, `timeout` (ms, shown in s) and `env`. */
export function geminiHookEntry(row: GeminiHookRow): HookEntry {
  const { def } = row;
  const locator = `${def.event}/${def.group}/${def.handler}`;
  return {
    id: hookId('gemini-cli', def.sourcePath, locator),
    contentHash: contentHash([def.event, def.matcher, def.sequential, def.raw]),
    agent: 'gemini-cli',
    scope: SCOPES[def.layer],
    event: def.event,
    sourcePath: def.sourcePath,
    position: null,
    locator,
    matcher: def.matcher,
    handler: {
      type: def.type === 'command' ? 'command' : 'unknown',
      summary: def.name ? `${def.name}: ${def.command ?? ''}` : (def.command ?? ''),
      argv: def.command ? ['bash', '-c', def.command] : null,
      timeoutSec: def.timeoutMs / 1000,
      ...(def.sequential ? { sequential: true } : {}),
      ...(def.name ? { name: def.name } : {}),
      ...(Object.keys(def.env).length > 0 ? { env: def.env } : {}),
    },
    status: row.status,
    reason: row.reason,
    notes: row.notes,
    raw: def.raw,
  };
}

function geminiSource(source: GeminiSourceRow): HookSource {
  return {
    agent: 'gemini-cli',
    scope: SCOPES[source.layer],
    kind:
      source.layer === 'system' ? 'managed' : source.layer === 'extension' ? 'plugin' : 'settings',
    path: source.path,
    // A switched-off extension is read as usual; its reason says why its hooks do not run.
    state:
      source.state === 'skipped'
        ? 'unreadable'
        : source.state === 'switched-off'
          ? 'ok'
          : source.state,
    reason: source.reason as Reason | null,
    hookCount: source.hookCount,
  };
}

/** Gemini skips a system settings file under a folder writable by group or others (spec §1). */
async function insecureAncestor(files: FileProbe, file: string): Promise<boolean> {
  let dir = path.dirname(file);
  for (;;) {
    const stat = await files.stat(dir);
    if (stat.ok && (stat.value.mode & 0o022) !== 0) return true;
    const parent = path.dirname(dir);
    if (parent === dir) return false;
    dir = parent;
  }
}

/**
 * Gemini CLI 0.61.0 (../shared/spec/gemini-cli.md §1–§3, §7): settings.json at system, user
 * and project level and extensions' hooks.json, all combined; `hooksConfig.disabled` by name.
 */
export class GeminiDialect implements AgentDialect {
  readonly id = 'gemini-cli' as const;

  async discover(target: DiscoveryTarget, context: DiscoveryContext): Promise<DiscoveryResult> {
    const { files, paths } = context;
    const found = await discoverGeminiHooks({
      home: paths.home,
      roots: target.kind === 'workspace' ? target.roots : [],
      systemSettingsPath: paths.geminiSystemSettings,
      readText: (file) => probeText(files, file),
      listDir: async (dir) => {
        const read = await files.readdir(dir);
        return read.ok
          ? read.value.filter((entry) => entry.isDirectory()).map((entry) => entry.name)
          : [];
      },
      insecureAncestor: (file) => insecureAncestor(files, file),
    });
    const hooks = found.hooks.filter(
      (row) => target.kind === 'workspace' || row.def.layer !== 'workspace',
    );
    return { hooks: hooks.map(geminiHookEntry), sources: found.sources.map(geminiSource) };
  }

  watchedPaths(target: DiscoveryTarget, paths: HostPaths): string[] {
    const roots = target.kind === 'workspace' ? target.roots : [];
    return [
      paths.geminiSystemSettings,
      path.join(paths.geminiDir, 'settings.json'),
      path.join(paths.geminiDir, 'extensions'),
      path.join(paths.geminiDir, 'trusted_hooks.json'),
      ...roots.map((root) => path.join(root, '.gemini', 'settings.json')),
    ];
  }
}
