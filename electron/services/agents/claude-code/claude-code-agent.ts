import type { Agent } from '../agent';
import { claudeTranscriptsLog } from './ingest/claude-transcripts-log';
import { claudeCodeShims } from './claude-code-shims';
import { claudeCodeAdoption } from './edits/claude-adoption';
import { claudeCodeEvidence } from './claude-code-evidence';
import { claudeCodeApprovals } from './claude-code-approvals';
import { claudeCodeCapabilities } from './claude-code-capabilities';
import { ClaudeCodeDialect } from './claude-code-dialect';
import { claudeCodeReplay } from './claude-code-replay';
import { claudeMatching } from './run/claude-matching';
import { createClaudeRunDialect } from './run/claude-run-dialect';

/** Claude Code: settings files, plugins, skills and agents; JSON answers per event. */
export function createClaudeCodeAgent(): Agent {
  return {
    id: 'claude-code',
    capabilities: claudeCodeCapabilities,
    discovery: new ClaudeCodeDialect(),
    run: createClaudeRunDialect(claudeMatching),
    approvals: claudeCodeApprovals,
    replay: claudeCodeReplay,
    answersLog: 'claude-transcript',
    logs: [claudeTranscriptsLog],
    adoption: claudeCodeAdoption,
    evidence: claudeCodeEvidence,
    shims: claudeCodeShims,
  };
}
