import type { HookControl, HookRunOutcome } from '../../../../../shared/schemas/run';
import { cappedStdout } from '../../../runner/capped-stdout';
import type { HookRunSpec } from '../../../runner/hook-spec';
import type { HookPayload, RunDialect, Selection } from '../../run-dialect';
import { selectByMatcher } from '../../select-by-matcher';
import { combineCodexAnswers } from '../codex-event-outcome';
import { readCodexHookAnswer, type CodexHookAnswer } from '../codex-hook-answer';
import { codexMatchField, codexMatcherSelects } from '../codex-matcher';
import { codexTimeoutMs, prepareCodexHook } from './codex-prepare';
import {
  CODEX_SAMPLE_EVENTS,
  CODEX_TOOL_PRESETS,
  codexSamplePayload,
} from './codex-sample-payloads';
import { codexVerdict } from './codex-verdict';

/** Which hooks of `event` Codex runs for `payload`: every matching handler, none de-duplicated. */
export function selectCodex(
  event: string,
  specs: readonly HookRunSpec[],
  payload: HookPayload,
): Selection {
  return selectByMatcher(event, specs, payload, codexMatchField(event), codexMatcherSelects);
}

const answerOf = (outcome: HookRunOutcome): CodexHookAnswer | null => {
  if (outcome.control?.dialect !== 'codex') return null;
  const { dialect: _dialect, ...answer } = outcome.control;
  return answer;
};

/** Codex CLI 0.169.0: matching hooks of an event start together; any block wins (spec §5, §7). */
export const codexRunDialect: RunDialect = {
  agent: 'codex',
  mode: () => 'parallel',
  select: selectCodex,
  sampleEvents: CODEX_SAMPLE_EVENTS,
  toolPresets: CODEX_TOOL_PRESETS,
  samplePayload: codexSamplePayload,
  prepare: prepareCodexHook,
  interpret(spec, facts) {
    const capped = cappedStdout(facts);
    if (capped) return { control: null, parseErrors: [capped], notes: [] };
    const answer = readCodexHookAnswer(spec.event, {
      exitCode: facts.status === 'completed' ? facts.exitCode : null,
      stdout: facts.stdout.text,
      stderr: facts.stderr.text,
      timedOut: facts.timedOut,
      timeoutSec: codexTimeoutMs(spec) / 1000,
    });
    const control: HookControl = { dialect: 'codex', ...answer };
    return { control, parseErrors: [], notes: [] };
  },
  combine(event, outcomes) {
    const answers = outcomes.flatMap((o) => {
      const answer = answerOf(o);
      return answer ? [answer] : [];
    });
    const outcome = combineCodexAnswers(event, answers);
    const messages = answers.flatMap((a) => (a.systemMessage ? [a.systemMessage] : []));
    return {
      decision: { dialect: 'codex', ...outcome },
      verdict: codexVerdict(event, outcome, messages),
    };
  },
};
