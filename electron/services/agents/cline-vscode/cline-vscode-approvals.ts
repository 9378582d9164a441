import { z } from 'zod';

import type { AgentApprovals } from '../agent';
import { clineDenyAnswer, isVscodePayload } from '../cline/cline-deny-answer';
import { readPayload } from '../payload-read';

const ClineVscodePayload = z.object({
  hookName: z.literal('PreToolUse'),
  taskId: z.string().optional(),
  workspaceRoots: z.array(z.string()).optional(),
  preToolUse: z.object({
    toolName: z.string().min(1),
    parameters: z.record(z.string(), z.string()),
  }),
});

/**
 * The VS Code extension's approval hook: `PreToolUse`. It reads no `overrideInput`, so an edited
 * input cannot reach it (the service refuses one; see its capabilities).
 */
export const clineVscodeApprovals: AgentApprovals = {
  sentBy: isVscodePayload,
  readToolUse(payload) {
    const parsed = readPayload(ClineVscodePayload, payload, {
      agent: 'Cline',
      event: 'PreToolUse',
    });
    return {
      agent: 'cline-vscode',
      event: 'PreToolUse',
      workspace: parsed.workspaceRoots?.[0] ?? null,
      sessionId: parsed.taskId ?? null,
      toolName: parsed.preToolUse.toolName,
      // The extension sends every parameter as a string; JSON ones are read back.
      toolInput: Object.fromEntries(
        Object.entries(parsed.preToolUse.parameters).map(([key, value]) => [key, jsonOr(value)]),
      ),
    };
  },
  leavesUnruledToAgent: () => false,
  answer: (_event, verdict) => clineDenyAnswer(verdict) ?? {},
};

function jsonOr(value: string): unknown {
  if (!/^[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
