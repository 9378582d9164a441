import type { ToolPreset } from '../../../shared/schemas/bench';
import type { EventOutcome, HookRunStatus, VerdictKind } from '../../../shared/schemas/run';
import type { IconName } from '../../components/icon';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';
import type { JsonProblem } from './model/check-json';

/** The translated headline of each verdict; the verdict's phrases go under it. */
/**
 * The headline of a run's outcome: its verdict's, unless the user cancelled a hook, when the
 * verdict ("Nothing changes") is not what the agent would do but only what was left.
 */
export function outcomeHeadline(outcome: EventOutcome): MessageKey {
  return outcome.hooks.some((hook) => hook.status === 'cancelled')
    ? msg('bench.cancelledHeadline')
    : VERDICT_HEADLINE[outcome.verdict.kind];
}

export const VERDICT_HEADLINE: Record<VerdictKind, MessageKey> = {
  blocked: msg('verdict.blocked'),
  allowed: msg('verdict.allowed'),
  asked: msg('verdict.asked'),
  deferred: msg('verdict.deferred'),
  'input-rewritten': msg('verdict.input-rewritten'),
  'output-replaced': msg('verdict.output-replaced'),
  'context-added': msg('verdict.context-added'),
  'run-stopped': msg('verdict.run-stopped'),
  failed: msg('verdict.failed'),
  'not-run': msg('verdict.not-run'),
  'no-change': msg('verdict.no-change'),
};

/** The colour families of bench.css (`.tone-*`), always paired with words and an icon. */
export type Tone = 'ok' | 'warn' | 'danger' | 'accent' | 'muted';

/** How each verdict looks: a tone (colour family) and an icon, so colour never works alone. */
export const VERDICT_LOOK: Record<VerdictKind, { tone: Tone; icon: IconName }> = {
  blocked: { tone: 'danger', icon: 'x-circle' },
  allowed: { tone: 'ok', icon: 'check-circle' },
  asked: { tone: 'warn', icon: 'info' },
  deferred: { tone: 'warn', icon: 'minus-circle' },
  'input-rewritten': { tone: 'accent', icon: 'info' },
  'output-replaced': { tone: 'accent', icon: 'info' },
  'context-added': { tone: 'accent', icon: 'info' },
  'run-stopped': { tone: 'danger', icon: 'power' },
  failed: { tone: 'danger', icon: 'alert' },
  'not-run': { tone: 'muted', icon: 'slash' },
  'no-change': { tone: 'muted', icon: 'minus-circle' },
};

export const RUN_STATUS_LABEL: Record<HookRunStatus, MessageKey> = {
  completed: msg('runStatus.completed'),
  'timed-out': msg('runStatus.timed-out'),
  cancelled: msg('runStatus.cancelled'),
  'spawn-failed': msg('runStatus.spawn-failed'),
  'request-failed': msg('runStatus.request-failed'),
  'needs-model': msg('runStatus.needs-model'),
  'needs-mcp': msg('runStatus.needs-mcp'),
};

export const RUN_MODE_LABEL: Record<EventOutcome['mode'], MessageKey> = {
  parallel: msg('runMode.parallel'),
  sequential: msg('runMode.sequential'),
};

export const PRESET_LABEL: Record<ToolPreset, MessageKey> = {
  'bash-rm': msg('preset.bash-rm'),
  'write-package-json': msg('preset.write-package-json'),
  'read-env': msg('preset.read-env'),
  'mcp-memory': msg('preset.mcp-memory'),
};

export const JSON_PROBLEM_TEXT: Record<JsonProblem, MessageKey> = {
  empty: msg('json.empty'),
  'unexpected-end': msg('json.unexpected-end'),
  'expected-value': msg('json.expected-value'),
  'expected-property-name': msg('json.expected-property-name'),
  'expected-colon': msg('json.expected-colon'),
  'expected-comma-or-brace': msg('json.expected-comma-or-brace'),
  'expected-comma-or-bracket': msg('json.expected-comma-or-bracket'),
  'bad-escape': msg('json.bad-escape'),
  'control-character': msg('json.control-character'),
  'bad-number': msg('json.bad-number'),
  'trailing-content': msg('json.trailing-content'),
  'not-object': msg('json.not-object'),
};
