import type { ImportSources } from '../history/ingest/import-sources';
import type { LineMapper } from '../history/ingest/line-mapper';

/** One of an agent's own logs that History imports (transcripts, rollouts, session logs). */
export interface AgentLog {
  mapper: LineMapper<unknown>;
  /** The files of that log to import now, from where the logs are. */
  files(sources: ImportSources): string[];
}

/** What a recorded payload of an agent says of itself; null where it does not say. */
export interface RecordedFacts {
  sessionId: string | null;
  workspace: string | null;
  tool: string | null;
  event: string | null;
}

/**
 * Reading the payloads Hookyard's recorder spooled for an agent whose payloads are not shaped
 * like Claude Code's (those fields the spool mapper reads itself).
 */
export interface RecordedPayloads {
  facts(payload: Record<string, unknown>): RecordedFacts;
  /** Which agent of its shim target sent `payload` (one hook file serves both Cline runtimes). */
  agentOf(payload: Record<string, unknown>): string;
}
