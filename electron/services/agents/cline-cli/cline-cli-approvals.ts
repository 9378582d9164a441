import { z } from 'zod';

import type { AgentApprovals } from '../agent';
import { clineDenyAnswer, isVscodePayload } from '../cline/cline-deny-answer';
import { readPayload, type ToolInput } from '../payload-read';

const Input = z.record(z.string(), z.unknown());
const ClineCliPayload = z.object({
  hookName: z.literal('tool_call'),
  sessionContext: z.object({ rootSessionId: z.string() }).partial().optional(),
  taskId: z.string().optional(),
  workspaceRoots: z.array(z.string()).optional(),
  tool_call: z.object({ name: z.string().min(1), input: z.unknown() }),
});

/** The Cline CLI's approval hook: `tool_call`; an edit is `overrideInput`, a deny ends the run. */
export const clineCliApprovals: AgentApprovals = {
  sentBy: (payload) => !isVscodePayload(payload),
  readToolUse(payload) {
    const parsed = readPayload(ClineCliPayload, payload, { agent: 'Cline', event: 'tool_call' });
    const input = parsed.tool_call.input;
    return {
      agent: 'cline-cli',
      event: 'PreToolUse',
      workspace: parsed.workspaceRoots?.[0] ?? null,
      sessionId: parsed.sessionContext?.rootSessionId ?? parsed.taskId ?? null,
      toolName: parsed.tool_call.name,
      toolInput: Input.safeParse(input).success ? (input as ToolInput) : { input },
    };
  },
  leavesUnruledToAgent: () => false,
  answer(_event, verdict) {
    if (verdict.decision === 'none') return {};
    const deny = clineDenyAnswer(verdict);
    if (deny) return deny;
    return verdict.editedInput ? { overrideInput: verdict.editedInput } : {};
  },
};
