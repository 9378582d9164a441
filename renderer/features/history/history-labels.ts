import type { AUDIT_OUTCOMES, AuditKind, AuditSource } from '../../../shared/schemas/audit';
import type { MessageKey } from '../../i18n/catalogue-en';
import type { HistoryRange } from './state/history-filter';
import { msg } from '../../i18n/translator';

/** Message keys for the audit enums; the tables make each key visible to the catalogue test. */
export const SOURCE_LABEL: Record<AuditSource, MessageKey> = {
  recorder: msg('history.source.recorder'),
  'claude-transcript': msg('history.source.claude-transcript'),
  'cline-hooks-jsonl': msg('history.source.cline-hooks-jsonl'),
  bench: msg('history.source.bench'),
  replay: msg('history.source.replay'),
  approvals: msg('history.source.approvals'),
  runner: msg('history.source.runner'),
};

export const RANGE_LABEL: Record<HistoryRange, MessageKey> = {
  hour: msg('history.range.hour'),
  day: msg('history.range.day'),
  week: msg('history.range.week'),
  all: msg('history.range.all'),
};

export const KIND_LABEL: Record<AuditKind, MessageKey> = {
  'agent-event': msg('history.kind.agent-event'),
  'hook-run': msg('history.kind.hook-run'),
  decision: msg('history.kind.decision'),
  'hookyard-run': msg('history.kind.hookyard-run'),
  ingested: msg('history.kind.ingested'),
};

/** The outcomes the writers use (AUDIT_OUTCOMES); another string is shown as written. */
export const OUTCOME_LABEL: Record<(typeof AUDIT_OUTCOMES)[number], MessageKey> = {
  success: msg('history.outcome.success'),
  error: msg('history.outcome.error'),
  block: msg('history.outcome.block'),
  timeout: msg('history.outcome.timeout'),
  cancelled: msg('history.outcome.cancelled'),
  'invalid-output': msg('history.outcome.invalid-output'),
  'output-capped': msg('history.outcome.output-capped'),
  allow: msg('history.outcome.allow'),
  deny: msg('history.outcome.deny'),
  ask: msg('history.outcome.ask'),
  defer: msg('history.outcome.defer'),
  stop: msg('history.outcome.stop'),
};

/** The label of an outcome a writer uses; null for another string (shown as written). */
export function outcomeLabel(outcome: string): MessageKey | null {
  return Object.hasOwn(OUTCOME_LABEL, outcome)
    ? OUTCOME_LABEL[outcome as keyof typeof OUTCOME_LABEL]
    : null;
}

/** How an outcome looks: good, bad, stopped something, or neutral. */
export function outcomeTone(outcome: string | null): 'good' | 'bad' | 'block' | 'neutral' {
  if (outcome === 'success' || outcome === 'allow') return 'good';
  if (outcome === 'error' || outcome === 'timeout' || outcome === 'invalid-output') return 'bad';
  if (outcome === 'block' || outcome === 'deny' || outcome === 'stop') return 'block';
  return 'neutral';
}
