import { type RunText } from '../../../../../shared/i18n/run-text';
import { type SkipReason } from '../../../../../shared/i18n/skip-text';
import type { HookRunOutcome, SkippedHook } from '../../../../../shared/schemas/run';
import { cappedStdout } from '../../../runner/capped-stdout';
import type { HookRunSpec } from '../../../runner/hook-spec';
import type { Interpretation, RunDialect, RunFacts, Selection } from '../../run-dialect';
import { CLINE_EVENTS } from '../../../../../shared/agents/cline-events';
import {
  decodeClineCliControl,
  emptyClineCliDecision,
  mergeClineCliControls,
  parseClineCliStdout,
  type ClineCliControl,
} from './cline-cli-control';
import { isClineCliBlocking, prepareClineCliHook } from './cline-cli-prepare';
import {
  CLINE_CLI_SAMPLE_EVENTS,
  CLINE_TOOL_PRESETS,
  clineCliSamplePayload,
  type ClineCliSampleEvent,
} from './cline-cli-sample-payloads';
import { clineCliVerdict } from './cline-cli-verdict';
import { codedText } from '../../../../../shared/i18n/coded-text';

function labelOf(spec: HookRunSpec): string {
  return spec.label ?? spec.sourcePath;
}

function neverRuns(event: string): SkipReason | null {
  if (!Object.hasOwn(CLINE_EVENTS, event)) return codedText('skip.not-a-cline-cli-hook', { event });
  if (CLINE_EVENTS[event as keyof typeof CLINE_EVENTS].sdkHookName === null) {
    return codedText('skip.cline-cli-not-wired', { event });
  }
  return null;
}

/**
 * Which files run: every file of the event, sorted by full path with `localeCompare` (Cline's
 * order; there is no shadowing). Unwired names (PreCompact) run nothing.
 */
export function selectClineCli(event: string, specs: readonly HookRunSpec[]): Selection {
  const skipped: SkippedHook[] = [];
  const never = neverRuns(event);
  const run: HookRunSpec[] = [];
  for (const spec of specs) {
    if (spec.event !== event)
      skipped.push({
        hookId: spec.id,
        label: labelOf(spec),
        reason: codedText('skip.other-event', { defined: spec.event, event }),
      });
    else if (never) skipped.push({ hookId: spec.id, label: labelOf(spec), reason: never });
    else run.push(spec);
  }
  run.sort((a, b) => a.sourcePath.localeCompare(b.sourcePath));
  return { run, skipped };
}

/**
 * What the Cline CLI makes of one finished hook file: the exit code is ignored; a timed-out hook's
 * output is discarded; stdout is parsed (HOOK_CONTROL line or whole stdout); invalid JSON drops the
 * hook's output; a non-object JSON value is ignored.
 */
export function interpretClineCliRun(facts: RunFacts): Interpretation {
  const notes: RunText[] = [];
  if (facts.status === 'timed-out') {
    notes.push(codedText('run.cline-cli-timed-out-output-discarded'));
    return { control: null, parseErrors: [], notes };
  }
  if (facts.status === 'spawn-failed') {
    notes.push(codedText('run.cline-cli-spawn-failure-skipped'));
    return { control: null, parseErrors: [], notes };
  }
  if (facts.status !== 'completed') return { control: null, parseErrors: [], notes };
  if (facts.exitCode !== 0 && facts.exitCode !== null)
    notes.push(codedText('run.cline-cli-exit-code-ignored', { exitCode: facts.exitCode }));
  const capped = cappedStdout(facts);
  if (capped) return { control: null, parseErrors: [capped], notes };
  const parsed = parseClineCliStdout(facts.stdout.text);
  const parseErrors: RunText[] = [];
  if (parsed.kind === 'empty') return { control: null, parseErrors, notes };
  if (parsed.kind === 'error') {
    parseErrors.push(codedText('run.cline-cli-invalid-json', { message: parsed.message }));
    return { control: null, parseErrors, notes };
  }
  const control = decodeClineCliControl(parsed.value, parsed.source);
  if (!control) notes.push(codedText('run.cline-cli-not-an-object'));
  else if (control.ignoredKeys.length > 0) {
    notes.push(codedText('run.cline-cli-ignored-keys', { keys: control.ignoredKeys.join(', ') }));
  }
  return { control, parseErrors, notes };
}

/** The Cline CLI dialect: blocking tool hooks one after another, lifecycle hooks detached. */
export const clineCliRunDialect: RunDialect = {
  agent: 'cline-cli',
  mode: (event) => (isClineCliBlocking(event) ? 'sequential' : 'parallel'),
  select: (event, specs) => selectClineCli(event, specs),
  sampleEvents: CLINE_CLI_SAMPLE_EVENTS,
  toolPresets: CLINE_TOOL_PRESETS,
  samplePayload: (event, context, preset) =>
    (CLINE_CLI_SAMPLE_EVENTS as readonly string[]).includes(event)
      ? clineCliSamplePayload(event as ClineCliSampleEvent, context, preset)
      : null,
  prepare: prepareClineCliHook,
  interpret: (_spec, facts) => interpretClineCliRun(facts),
  combine(event, outcomes: readonly HookRunOutcome[]) {
    const decision = isClineCliBlocking(event)
      ? mergeClineCliControls(
          outcomes.flatMap((o) =>
            o.control?.dialect === 'cline-cli' ? [o.control as ClineCliControl] : [],
          ),
        )
      : emptyClineCliDecision(true);
    return { decision, verdict: clineCliVerdict(event, decision) };
  },
};
