import { z } from 'zod';

import type { AgentApprovals } from '../agent';
import { defaultReason } from '../default-reason';
import { readPayload } from '../payload-read';

const GeminiPayload = z.object({
  hook_event_name: z.literal('BeforeTool'),
  session_id: z.string().optional(),
  cwd: z.string().optional(),
  tool_name: z.string().min(1),
  tool_input: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Gemini's approval hook is BeforeTool (spec §6): a deny is `{"decision":"deny","reason"}`; an
 * edited input is `hookSpecificOutput.tool_input`; `ask` would hang a headless run, so it is
 * never answered. A timeout or a crash of the hook lets the tool run (fail-open).
 */
export const geminiApprovals: AgentApprovals = {
  // Gemini payloads carry `timestamp`; Claude Code's and Codex's do not.
  sentBy: (payload) => typeof (payload as { timestamp?: unknown })?.timestamp === 'string',
  readToolUse(payload) {
    const parsed = readPayload(GeminiPayload, payload, {
      agent: 'Gemini CLI',
      event: 'BeforeTool',
    });
    return {
      agent: 'gemini-cli',
      event: 'BeforeTool',
      workspace: parsed.cwd ?? null,
      sessionId: parsed.session_id ?? null,
      toolName: parsed.tool_name,
      toolInput: parsed.tool_input,
    };
  },
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
