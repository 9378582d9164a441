import os from 'node:os';

import { type SkipReason } from '../../../../../shared/i18n/skip-text';
import type { RunText } from '../../../../../shared/i18n/run-text';
import { phraseWithReason, verdictWords } from '../../../../../shared/i18n/verdict-text';
import type { HookRunOutcome, SkippedHook, Verdict } from '../../../../../shared/schemas/run';
import { baseEnv } from '../../../runner/base-env';
import { cappedStdout } from '../../../runner/capped-stdout';
import { serializePayload } from '../../../runner/context-cap';
import type { HookRunSpec, RunOptions } from '../../../runner/hook-spec';
import type {
  HookPayload,
  Interpretation,
  PreparedRun,
  RunDialect,
  RunFacts,
  Selection,
} from '../../run-dialect';
import { CLINE_EVENTS } from '../../../../../shared/agents/cline-events';
import {
  VSCODE_SAMPLE_EVENTS,
  vscodeSamplePayload,
  type VscodeSampleEvent,
} from './vscode-sample-payloads';
import { CLINE_TOOL_PRESETS } from '../../cline-cli/run/cline-cli-sample-payloads';
import {
  mergeVscode,
  parseVscodeStdout,
  vscodeFailure,
  type VscodeDecision,
} from './vscode-control';
import { codedText } from '../../../../../shared/i18n/coded-text';

/** Every hook: 30 s, then SIGTERM (HookProcess.ts). */
export const VSCODE_TIMEOUT_MS = 30_000;

const SHORT = 300;
const short = (text: string): string => (text.length > SHORT ? `${text.slice(0, SHORT)}…` : text);

function unwired(event: string): SkipReason | null {
  if (!Object.hasOwn(CLINE_EVENTS, event)) return codedText('skip.not-a-cline-hook', { event });
  const facts = CLINE_EVENTS[event as keyof typeof CLINE_EVENTS];
  if (!facts.vscodeKnown) return codedText('skip.vscode-does-not-run-event', { event });
  if (!facts.vscodeWired) return codedText('skip.vscode-not-wired', { event });
  return null;
}

function selectVscode(event: string, specs: readonly HookRunSpec[]): Selection {
  const skipped: SkippedHook[] = [];
  const run: HookRunSpec[] = [];
  const never = unwired(event);
  for (const spec of specs) {
    const label = spec.label ?? spec.sourcePath;
    if (spec.event !== event)
      skipped.push({
        hookId: spec.id,
        label,
        reason: codedText('skip.other-event', { defined: spec.event, event }),
      });
    else if (never) skipped.push({ hookId: spec.id, label, reason: never });
    else run.push(spec);
  }
  return { run, skipped };
}

/** The process the extension starts: the file itself (via /bin/sh on Unix), no extra variables. */
async function prepareVscodeHook(
  spec: HookRunSpec,
  payload: HookPayload,
  options: RunOptions,
): Promise<PreparedRun> {
  const argv = spec.argv && spec.argv.length > 0 ? [...spec.argv] : [spec.sourcePath];
  return {
    kind: 'process',
    label: spec.label ?? spec.sourcePath,
    notes: [],
    background: false,
    envFile: null,
    request: {
      argv,
      // Global hooks run from the primary workspace root, workspace hooks from their own root.
      cwd: spec.workspaceRoot ?? options.cwd ?? os.homedir(),
      env: baseEnv(options),
      stdin: options.stdin ?? serializePayload(payload),
      timeoutMs: options.timeoutMs ?? VSCODE_TIMEOUT_MS,
      killSignal: 'SIGTERM',
      killGraceMs: options.killGraceMs ?? 1000,
      closeGraceMs: 1000,
      capBytes: options.capBytes,
    },
  };
}

/** A non-zero exit is a failure whose JSON is never read; exit 0 output is parsed. */
export function interpretVscodeRun(facts: RunFacts): Interpretation {
  const failure = vscodeFailure(facts);
  if (failure !== null) {
    const notes: RunText[] = [codedText('run.vscode-failed-continues', { failure })];
    if (facts.status === 'completed' && facts.stdout.text.includes('{'))
      notes.push(codedText('run.vscode-json-discarded'));
    return { control: null, parseErrors: [], notes };
  }
  const notes =
    facts.stdout.totalBytes + facts.stderr.totalBytes > 1024 * 1024
      ? [codedText('run.vscode-output-over-1mb')]
      : [];
  const capped = cappedStdout(facts);
  if (capped) return { control: null, parseErrors: [capped], notes };
  const parsed = parseVscodeStdout(facts.stdout.text);
  return { control: parsed.control, parseErrors: parsed.error ? [parsed.error] : [], notes };
}

/** What the extension's hooks adapter does with the merged answer (spec §6.5). */
export function vscodeVerdict(
  event: string,
  decision: VscodeDecision,
  outcomes: readonly HookRunOutcome[],
): Verdict {
  const base = {
    reason: null,
    updatedInput: undefined as unknown,
    context: null,
    systemMessage: null,
    runStops: false,
  };
  if (decision.failed) {
    const first = outcomes.map((o) => vscodeFailure(o)).find((f) => f !== null) ?? 'a hook failed';
    const lost = outcomes.length > 1 ? [codedText('verdictPhrase.vscode-other-answers-lost')] : [];
    return {
      ...base,
      reason: first,
      kind: 'failed',
      ...verdictWords([
        codedText('verdictPhrase.vscode-event-failed', { failure: first }),
        ...lost,
      ]),
    };
  }
  const reason = decision.errorMessage || decision.contextModification || null;
  if (event === 'TaskComplete' || event === 'TaskCancel') {
    return {
      ...base,
      kind: 'no-change',
      ...verdictWords([codedText('verdictPhrase.vscode-output-ignored', { event })]),
    };
  }
  if (decision.cancel) {
    const why = short(reason ?? '');
    const what =
      event === 'PreToolUse'
        ? phraseWithReason('verdictPhrase.vscode-tool-not-run-task-stops', why)
        : event === 'PostToolUse'
          ? phraseWithReason('verdictPhrase.vscode-tool-ran-task-stops', why)
          : phraseWithReason('verdictPhrase.vscode-task-stops', why);
    return { ...base, reason, kind: 'run-stopped', runStops: true, ...verdictWords([what]) };
  }
  if ((event === 'PreToolUse' || event === 'PostToolUse') && decision.contextModification) {
    return {
      ...base,
      context: decision.contextModification,
      kind: 'context-added',
      ...verdictWords([
        codedText('verdictPhrase.context-injected', {
          context: short(decision.contextModification),
        }),
      ]),
    };
  }
  const ignored = decision.contextModification
    ? [codedText('verdictPhrase.vscode-context-ignored', { event })]
    : [];
  return {
    ...base,
    kind: 'no-change',
    ...verdictWords([codedText('verdictPhrase.nothing-changes'), ...ignored]),
  };
}

/** The Cline VS Code extension dialect: all hooks in parallel, fail-open, 30 s SIGTERM. */
export const vscodeRunDialect: RunDialect = {
  agent: 'cline-vscode',
  mode: () => 'parallel',
  select: (event, specs) => selectVscode(event, specs),
  sampleEvents: VSCODE_SAMPLE_EVENTS,
  toolPresets: CLINE_TOOL_PRESETS,
  samplePayload: (event, context, preset) =>
    (VSCODE_SAMPLE_EVENTS as readonly string[]).includes(event)
      ? vscodeSamplePayload(event as VscodeSampleEvent, context, preset)
      : null,
  prepare: prepareVscodeHook,
  interpret: (_spec, facts) => interpretVscodeRun(facts),
  combine(event, outcomes) {
    const decision = mergeVscode(outcomes);
    return { decision, verdict: vscodeVerdict(event, decision, outcomes) };
  },
};
