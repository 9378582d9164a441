import path from 'node:path';

import type { HookPayload } from '../../run-dialect';
import { CLAUDE_EVENTS, isClaudeEvent } from '../../../../../shared/agents/claude-code-events';
import { compileIfCondition } from '../if-condition';
import { compileMatcher } from '../matcher';
import type { ClaudeMatching } from './claude-select';

/** The payload value a matcher is tested against; FileChanged matches the file's base name. */
function matcherValue(event: keyof typeof CLAUDE_EVENTS, payload: HookPayload): string {
  const field = CLAUDE_EVENTS[event].matcherField;
  const value = field === null ? '' : payload[field];
  if (typeof value !== 'string') return '';
  return event === 'FileChanged' ? path.basename(value) : value;
}

/**
 * Claude Code's matcher and `if` rules for one payload, from the discovery dialect's own
 * compilers (../matcher.ts, ../if-condition.ts), so the runner and the inventory never disagree.
 */
export const claudeMatching: ClaudeMatching = {
  matcherSelects(event, matcher, payload) {
    if (!isClaudeEvent(event)) return true;
    return compileMatcher(matcher ?? undefined, event).test(matcherValue(event, payload));
  },
  matchedField(event, payload) {
    if (!isClaudeEvent(event)) return null;
    const field = CLAUDE_EVENTS[event].matcherField;
    return field === null ? null : { field, value: matcherValue(event, payload) };
  },
  conditionHolds(condition, payload) {
    const toolName = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : '';
    return compileIfCondition(condition).test(toolName, payload['tool_input']);
  },
};
