import type { ApprovalVerdict } from '../agent';
import { defaultReason } from '../default-reason';

/**
 * A Cline deny: `cancel` + `errorMessage` (the tool does not run; in the CLI the whole run
 * ends). Null for an allow, whose wording differs between the runtimes.
 */
export function clineDenyAnswer(verdict: ApprovalVerdict): object | null {
  if (verdict.decision !== 'deny') return null;
  return { cancel: true, errorMessage: verdict.reason ?? defaultReason('deny') };
}

/** Whether a payload comes from the VS Code extension (file names) rather than the CLI (SDK names). */
export function isVscodePayload(payload: unknown): boolean {
  return (payload as { hookName?: unknown } | null)?.hookName === 'PreToolUse';
}
