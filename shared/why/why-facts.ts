import type { HistoryEntryFilter } from '../schemas/history';
import { HistoryDecisionSchema, type HistoryDecision } from '../schemas/history-why';

/** An audit entry or a raw log line: only its fields are read, each checked. */
type EntryLike = Record<string, unknown>;

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The agent's id of the tool call an entry is about, or null. Where each comes from: the
 * ingesters' `meta.toolUseId` (Claude Code transcripts) and `meta.callId` (Codex rollouts, Gemini
 * session logs); in a hook payload the recorder or watch shim saw, `tool_use_id` (Claude Code,
 * Codex) or `tool_call.id` (the Cline SDK).
 */
export function callIdOf(entry: EntryLike): string | null {
  const meta = record(entry.meta);
  const payload = record(entry.payload);
  return (
    text(meta?.toolUseId) ??
    text(meta?.callId) ??
    text(payload?.tool_use_id) ??
    text(record(payload?.tool_call)?.id) ??
    null
  );
}

/** The tool input an entry carries, for matching entries without a call id (see WhyRows). */
export function toolInputOf(entry: EntryLike): unknown {
  const payload = record(entry.payload);
  return payload?.tool_input ?? payload?.toolInput ?? record(payload?.tool_call)?.input ?? null;
}

// Hook outcomes that decide a tool call; `success` and `error` leave it to the next decider.
const HOOK_VERDICTS = new Set(['allow', 'deny', 'block', 'ask', 'defer']);
// How Hookyard's approvals settled a request (ApprovalDecidedBySchema) and who that was.
const APPROVAL_DECIDERS: Record<string, HistoryDecision['by']> = {
  inbox: 'me',
  notification: 'me',
  rule: 'hookyard',
  timeout: 'hookyard',
  abandoned: 'hookyard',
  'pass-through': 'hookyard',
};

/**
 * The decision an entry records, or null when it records none: the `meta.decision` an ingester
 * wrote; a settlement of Hookyard's approvals (`source: approvals`); a hook run whose outcome is
 * a verdict. Never throws: a malformed `meta.decision` counts as none.
 */
export function decisionOf(entry: EntryLike): HistoryDecision | null {
  const meta = record(entry.meta) ?? {};
  // Checked only when present: a failed parse builds an error, and most entries have none.
  if (meta.decision !== undefined) {
    const written = HistoryDecisionSchema.safeParse(meta.decision);
    if (written.success) return written.data;
  }
  const outcome = text(entry.outcome);
  if (entry.source === 'approvals') {
    const how = text(meta.decidedBy) ?? '';
    return {
      by: APPROVAL_DECIDERS[how] ?? 'hookyard',
      verdict: outcome,
      reason: text(meta.reason),
      rule: text(meta.ruleId),
      where: APPROVAL_DECIDERS[how] === 'me' ? how : null,
      mode: APPROVAL_DECIDERS[how] === 'me' || how === 'rule' ? null : how,
    };
  }
  if (entry.kind === 'hook-run' && outcome !== null && HOOK_VERDICTS.has(outcome)) {
    const output = record(entry.output);
    return { by: 'hook', verdict: outcome, reason: text(output?.stderr) ?? text(meta.reason) };
  }
  return null;
}

/** Whether an entry passes a filter's Why fields (`toolCall`, `decidedBy`), decided in memory. */
export function passesWhyFilter(entry: EntryLike, filter: HistoryEntryFilter): boolean {
  if (filter.toolCall !== undefined && callIdOf(entry) !== filter.toolCall) return false;
  if (filter.agentVersion !== undefined && agentVersionOf(entry) !== filter.agentVersion)
    return false;
  return filter.decidedBy === undefined || decisionOf(entry)?.by === filter.decidedBy;
}

/** The agent version an entry was made with (`meta.agentVersion`), or null when not known. */
export function agentVersionOf(entry: EntryLike): string | null {
  const meta = entry['meta'];
  const version =
    typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'agentVersion') : null;
  return typeof version === 'string' && version !== '' ? version : null;
}
