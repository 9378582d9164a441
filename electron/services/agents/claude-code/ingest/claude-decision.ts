import type { HistoryDecision } from '../../../../../shared/schemas/history-why';
import { str } from '../../../history/ingest/line-mapper';
import { ruleDecision, verdictOf } from './claude-permission-rule';

/**
 * Who decided a tool call, from the `permissionDecision` Claude Code 2.1.328 writes on its tool
 * result (spec §5.1; seen with the real client): `source: "hook"` with `reasonCode:
 * "hook:PreToolUse"` is a hook; `source: "config"` with `reasonType: "rule"` (or
 * `"subcommandResults"`, a compound command judged per part) is a permission rule, whose layer
 * is `ruleSource`; `reasonType: "mode"` is the permission mode (`--permission-mode acceptEdits`
 * accepting a Write), named from the session's last `permissionMode`; a `reasonType` naming a
 * classifier is auto mode's classifier (not seen offline); `source: "user…"` is the person in
 * Claude Code's dialog. Anything else is the agent's own check (`reasonCode: "unknown"`, e.g.
 * "Output redirection … needs approval" under `-p`), with its message as the reason.
 */
export function claudeDecision(
  decision: Record<string, unknown>,
  call: { tool: string | null; input: unknown; result: string | null },
  where: { transcript: string; cwd: string | null; mode: string | null },
): HistoryDecision {
  const verdict = verdictOf(str(decision.decision));
  const source = str(decision.source) ?? '';
  const reasonType = str(decision.reasonType) ?? '';
  const reason = call.result?.replace(/^Error: /, '') ?? null;
  if (source === 'hook') return { by: 'hook', verdict, reason };
  if (source.startsWith('user')) return { by: 'me', verdict, reason, where: 'claude-dialog' };
  if (source !== 'config') return { by: 'agent', verdict, reason };
  if (reasonType === 'rule' || reasonType === 'subcommandResults' || decision.ruleSource)
    return ruleDecision(decision, call, where);
  if (reasonType === 'mode') return { by: 'mode', verdict, mode: where.mode };
  if (reasonType.includes('classifier')) return { by: 'mode', verdict, mode: reasonType, reason };
  return { by: 'agent', verdict, reason };
}
