import type { RunDialect } from '../../run-dialect';
import { CLAUDE_EVENT_NAMES, isClaudeEvent } from '../../../../../shared/agents/claude-code-events';
import { combineClaude } from './claude-combine';
import { interpretClaudeRun } from './claude-interpret';
import { prepareClaudeHook } from './claude-prepare';
import { CLAUDE_TOOL_PRESETS, claudeSamplePayload } from './claude-sample-payloads';
import { selectClaude, type ClaudeMatching } from './claude-select';
import { claudeVerdict } from './claude-verdict';

/**
 * The Claude Code dialect: matched, de-duplicated hooks of one event all start together; exit
 * codes and JSON output per spec §3; permission answers combine most-restrictive-first.
 */
export function createClaudeRunDialect(matching: ClaudeMatching): RunDialect {
  return {
    agent: 'claude-code',
    mode: () => 'parallel',
    select: (event, specs, payload) => selectClaude(event, specs, payload, matching),
    sampleEvents: CLAUDE_EVENT_NAMES,
    toolPresets: CLAUDE_TOOL_PRESETS,
    samplePayload: (event, context, preset) =>
      isClaudeEvent(event) ? claudeSamplePayload(event, context, preset) : null,
    prepare: prepareClaudeHook,
    interpret: interpretClaudeRun,
    combine(event, outcomes) {
      const decision = combineClaude(event, outcomes);
      return { decision, verdict: claudeVerdict(event, decision, outcomes) };
    },
  };
}
