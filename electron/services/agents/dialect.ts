import type { AgentId } from '../../../shared/schemas/agent';
import type { HookEntry, HookSource } from '../../../shared/schemas/hook';
import type { FileProbe } from '../platform/file-probe';
import type { HostPaths } from '../platform/host-paths';

/** What a discovery pass looks at: user level only, or one workspace (with its roots). */
export type DiscoveryTarget = { kind: 'user' } | { kind: 'workspace'; roots: string[] };

export interface DiscoveryContext {
  paths: HostPaths;
  /** Cached, read-only file access for one pass: several dialects read the same folders. */
  files: FileProbe;
  /** Resolves a command name on PATH (cached per pass); null when it is not there. */
  which(command: string): string | null;
}

export interface DiscoveryResult {
  hooks: HookEntry[];
  sources: HookSource[];
}

/**
 * One agent runtime's rules. Nothing outside `services/agents/` branches on agent names.
 * Discovery never writes to the user's files and never throws for bad input: every problem
 * becomes a status with a reason on a hook or a source.
 */
export interface AgentDialect {
  readonly id: AgentId;
  discover(target: DiscoveryTarget, context: DiscoveryContext): Promise<DiscoveryResult>;
  /** Files and folders whose change may change this target's inventory (existing or not). */
  watchedPaths(target: DiscoveryTarget, paths: HostPaths): string[];
}
