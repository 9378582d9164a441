import path from 'node:path';

import type { HookEntry, HookSource, Reason } from '../../../../shared/schemas/hook';
import type { HostPaths } from '../../platform/host-paths';
import type { AgentDialect, DiscoveryContext, DiscoveryResult, DiscoveryTarget } from '../dialect';
import { contentHash, hookId } from '../hook-id';
import { discoverCodexHooks, type CodexHookRow } from './codex-discovery';
import { probeText } from '../probe-text';

const HANDLER_TYPES: Record<string, HookEntry['handler']['type']> = {
  command: 'command',
  prompt: 'prompt',
  agent: 'agent',
  mcpTool: 'mcp_tool',
};

/** One Codex hook as an inventory row: the id follows Codex's own key (file, event, position). */
export function codexHookEntry(row: CodexHookRow): HookEntry {
  const { def } = row;
  const locator = `${def.event}/${def.group}/${def.handler}`;
  return {
    id: hookId('codex', def.sourcePath, locator),
    contentHash: contentHash([def.event, def.matcher, def.raw]),
    agent: 'codex',
    scope: row.scope,
    event: def.event,
    sourcePath: def.sourcePath,
    position: null,
    locator,
    matcher: def.matcher,
    handler: {
      type: HANDLER_TYPES[def.type] ?? 'unknown',
      summary: def.command ?? def.type,
      argv: def.command ? ['sh', '-c', def.command] : null,
      timeoutSec: def.timeoutSec,
    },
    status: row.status,
    reason: row.reason,
    notes: row.notes,
    raw: def.raw,
  };
}

/** The Codex files a target reads: the user layer, and each root's `.codex` layer. */
function codexFiles(target: DiscoveryTarget, paths: HostPaths): string[] {
  const layers = [
    paths.codexHome,
    ...(target.kind === 'workspace' ? target.roots.map((r) => path.join(r, '.codex')) : []),
  ];
  return layers.flatMap((dir) => [path.join(dir, 'hooks.json'), path.join(dir, 'config.toml')]);
}

/**
 * Codex CLI 0.169.0 (../shared/spec/codex.md §1, §2, §8): hooks.json and inline [hooks] of the
 * user and trusted project layers, switched and trusted per hook in config.toml. Trust is read
 * from the recorded hash; whether it is still current only Codex can say (its app-server).
 */
export class CodexDialect implements AgentDialect {
  readonly id = 'codex' as const;

  async discover(target: DiscoveryTarget, context: DiscoveryContext): Promise<DiscoveryResult> {
    const found = await discoverCodexHooks({
      codexHome: context.paths.codexHome,
      roots: target.kind === 'workspace' ? target.roots : [],
      readText: (file) => probeText(context.files, file),
    });
    const sources: HookSource[] = found.sources
      .filter((source) => target.kind === 'workspace' || source.scope === 'user')
      .map((source) => ({
        agent: 'codex',
        scope: source.scope,
        kind: 'settings',
        path: source.path,
        state: source.state,
        reason: source.reason as Reason | null,
        hookCount: source.hookCount,
      }));
    return { hooks: found.hooks.map(codexHookEntry), sources };
  }

  watchedPaths(target: DiscoveryTarget, paths: HostPaths): string[] {
    return codexFiles(target, paths);
  }
}
