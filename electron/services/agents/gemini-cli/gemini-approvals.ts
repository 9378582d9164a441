import { z } from 'zod';

import type { AgentApprovals } from '../agent';
import { defaultReason } from '../default-reason';
import { hookToolUsePayload, readHookToolUse } from '../hook-tool-use';

const GeminiPayload = hookToolUsePayload(z.literal('BeforeTool'));

/**
 * Gemini's approval hook is BeforeTool (spec §6): a deny is `{"decision":"deny","reason"}`; an
 * edited input is `hookSpecificOutput.tool_input`; `ask` would hang a headless run, so it is
 * never answered. A timeout or a crash of the hook lets the tool run (fail-open).
 */
export const geminiApprovals: AgentApprovals = {
  // Gemini payloads carry `timestamp`; Claude Code's and Codex's do not.
  sentBy: (payload) => typeof (payload as { timestamp?: unknown })?.timestamp === 'string',
  readToolUse: (payload) =>
    readHookToolUse(GeminiPayload, payload, 'gemini-cli', {
      agent: 'Gemini CLI',
      event: 'BeforeTool',
    }),
  leavesUnruledToAgent: () => false,
  answer(_event, verdict) {
    if (verdict.decision === 'none') return {};
    if (verdict.decision === 'deny')
      return { decision: 'deny', reason: verdict.reason ?? defaultReason('deny') };
    return verdict.editedInput
      ? {
          decision: 'allow',
          hookSpecificOutput: { hookEventName: 'BeforeTool', tool_input: verdict.editedInput },
        }
      : { decision: 'allow' };
  },
};
