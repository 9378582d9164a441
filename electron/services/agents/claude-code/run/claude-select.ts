import type { SkipReason } from '../../../../../shared/i18n/skip-text';
import type { TextParams } from '../../../../../shared/i18n/coded-text';
import type { SkippedHook } from '../../../../../shared/schemas/run';
import type { HookRunSpec } from '../../../runner/hook-spec';
import type { HookPayload, Selection } from '../../run-dialect';
import { CLAUDE_EVENTS, isClaudeEvent } from '../../../../../shared/agents/claude-code-events';
import { handlerOf } from './claude-prepare';
import { codedText } from '../../../../../shared/i18n/coded-text';

/** How Claude Code decides whether a group matcher and a handler's `if` select a payload. */
export interface ClaudeMatching {
  matcherSelects(event: string, matcher: string | null | undefined, payload: HookPayload): boolean;
  /** The payload field the event's matcher is tested against and its value; null when none. */
  matchedField(event: string, payload: HookPayload): { field: string; value: string } | null;
  /** Whether an `if` permission-rule condition holds for a tool event's payload. */
  conditionHolds(condition: string, payload: HookPayload): boolean;
}

/** Identical commands (and URLs) run once per event, whatever group or file defines them. */
export function dedupeKey(spec: HookRunSpec): string {
  const handler = handlerOf(spec);
  if (handler.type === 'http') return `http\0${handler.url ?? ''}`;
  if (handler.type === 'command') {
    return `command\0${handler.command ?? ''}${Array.isArray(handler.args) ? `\0${JSON.stringify(handler.args)}` : ''}`;
  }
  return `${handler.type}\0${spec.id}`;
}

/**
 * Which hooks of `specs` Claude Code runs for one payload of `event` (spec §3.5, §3.6, §4): the
 * matcher must select the payload, an `if` must hold (and is never satisfied on non-tool events),
 * HTTP hooks are skipped on SessionStart and Setup, and a command already selected is not run twice.
 */
export function selectClaude(
  event: string,
  specs: readonly HookRunSpec[],
  payload: HookPayload,
  matching: ClaudeMatching,
): Selection {
  const run: HookRunSpec[] = [];
  const skipped: SkippedHook[] = [];
  const firstByKey = new Map<string, HookRunSpec>();
  const facts = isClaudeEvent(event) ? CLAUDE_EVENTS[event] : null;
  for (const spec of specs) {
    const handler = handlerOf(spec);
    const label = spec.label ?? handler.command ?? handler.url ?? spec.sourcePath;
    const skip = (key: SkipReason['key'], params: TextParams): void =>
      void skipped.push({ hookId: spec.id, label, reason: codedText(key, params) });
    if (spec.event !== event) {
      skip('skip.other-event', { defined: spec.event, event });
      continue;
    }
    if (handler.type === 'http' && facts?.httpSupported === false) {
      skip('skip.http-skipped-for-event', { event });
      continue;
    }
    if (!matching.matcherSelects(event, spec.matcher, payload)) {
      const [code, params] = matcherMiss(
        event,
        spec.matcher,
        matching.matchedField(event, payload),
      );
      skip(code, params);
      continue;
    }
    if (typeof handler.if === 'string' && handler.if !== '') {
      if (!facts?.toolEvent) {
        skip('skip.if-on-non-tool-event', { event });
        continue;
      }
      if (!matching.conditionHolds(handler.if, payload)) {
        skip('skip.condition-does-not-hold', { condition: JSON.stringify(handler.if) });
        continue;
      }
    }
    const key = dedupeKey(spec);
    const first = firstByKey.get(key);
    if (first) {
      skip('skip.duplicate', { label: first.label ?? first.id });
      continue;
    }
    firstByKey.set(key, spec);
    run.push(spec);
  }
  return { run, skipped };
}

/**
 * Why a matcher did not select a payload, naming what it was tested against (the tool, the
 * source…) and, when one of its names differs from that value only in case (`bash` for `Bash`),
 * that matchers are case-sensitive.
 */
function matcherMiss(
  event: string,
  matcher: string | null | undefined,
  matched: { field: string; value: string } | null,
): [SkipReason['key'], TextParams] {
  const written = JSON.stringify(matcher);
  if (!matched) return ['skip.matcher-does-not-select', { matcher: written, event }];
  const params = {
    matcher: written,
    event,
    field: matched.field,
    value: JSON.stringify(matched.value),
  };
  const wanted = matched.value.toLowerCase();
  const nearMiss = (matcher ?? '')
    .split(/[|,]/)
    .some((name) => name.trim() !== matched.value && name.trim().toLowerCase() === wanted);
  return [nearMiss ? 'skip.matcher-wrong-case' : 'skip.matcher-does-not-select-value', params];
}
