import type { SkippedHook } from '../../../shared/schemas/run';
import type { HookRunSpec } from '../runner/hook-spec';
import type { HookPayload, Selection } from './run-dialect';
import { codedText } from '../../../shared/i18n/coded-text';

/**
 * The hooks of `event` an agent runs for `payload` when it runs every handler whose matcher
 * selects the payload's `field` (none de-duplicated): Codex and Gemini CLI both do, and differ
 * only in which field an event matches on and how a matcher reads (their own `selects`).
 * A payload without the field (or an event without one) runs every hook of the event.
 */
export function selectByMatcher(
  event: string,
  specs: readonly HookRunSpec[],
  payload: HookPayload,
  field: string | null,
  selects: (matcher: string | null | undefined, value: string) => boolean,
): Selection {
  const run: HookRunSpec[] = [];
  const skipped: SkippedHook[] = [];
  const value = field && typeof payload[field] === 'string' ? payload[field] : null;
  for (const spec of specs) {
    const label = spec.label ?? spec.sourcePath;
    if (spec.event !== event) {
      skipped.push({
        hookId: spec.id,
        label,
        reason: codedText('skip.other-event', { defined: spec.event, event }),
      });
    } else if (value !== null && !selects(spec.matcher, value)) {
      skipped.push({
        hookId: spec.id,
        label,
        reason: codedText('skip.matcher-does-not-select', { matcher: spec.matcher ?? '', event }),
      });
    } else run.push(spec);
  }
  return { run, skipped };
}
