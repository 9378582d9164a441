import { jsonlFilesBelow } from '../../../history/ingest/import-sources';
import type { AgentLog } from '../../agent-ingest';
import { claudeTranscriptMapper } from './claude-transcript-mapper';

/** Claude Code's transcripts: every JSONL below `<claudeDir>/projects`. */
export const claudeTranscriptsLog: AgentLog = {
  mapper: claudeTranscriptMapper as AgentLog['mapper'],
  files: (sources) => jsonlFilesBelow(sources.claudeProjectsDir),
};
