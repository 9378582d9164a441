import type { HookEntry } from '../../../shared/schemas/hook';
import type { AdoptionRecord, WatchSpec } from '../editing/adoption-record';
import type { PlannedChange } from '../editing/edit-engine';

/** What an adoption plan needs besides the hook: where, under which id, for which roots. */
export interface AdoptOptions {
  dataDir: string;
  id: string;
  /** The roots where the original runs; null runs it everywhere (adopted only to be watched). */
  workspaces: string[] | null;
  platform: NodeJS.Platform;
  /** Makes the shim record each run of the original (watching, issue 15). */
  watch?: WatchSpec;
}

/**
 * How an agent's hook goes behind the workspace shim and comes back: a settings handler's
 * command (Claude Code) or a hook file (Cline). Optional on `Agent`: an agent without it cannot
 * have its hooks switched per workspace or watched.
 */
export interface AgentAdoption {
  /** The kind of record its plans write, by which a release finds the agent that adopted it. */
  readonly kind: AdoptionRecord['original']['kind'];
  planAdopt(entry: HookEntry, options: AdoptOptions): Promise<PlannedChange>;
  /** Puts the original back byte for byte. */
  planRelease(dataDir: string, record: AdoptionRecord): Promise<PlannedChange>;
}
