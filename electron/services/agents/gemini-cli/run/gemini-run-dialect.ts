import type { HookControl, HookRunOutcome } from '../../../../../shared/schemas/run';
import { cappedStdout } from '../../../runner/capped-stdout';
import type { HookRunSpec } from '../../../runner/hook-spec';
import type { HookPayload, RunDialect, Selection } from '../../run-dialect';
import { selectByMatcher } from '../../select-by-matcher';
import { combineGeminiAnswers } from '../gemini-event-outcome';
import { readGeminiHookAnswer, type GeminiHookAnswer } from '../gemini-hook-answer';
import { geminiMatchField, geminiMatcherSelects } from '../gemini-matcher';
import { prepareGeminiHook } from './gemini-prepare';
import { geminiMode, geminiNextPayload } from './gemini-sequential';
import {
  GEMINI_SAMPLE_EVENTS,
  GEMINI_TOOL_PRESETS,
  geminiSamplePayload,
} from './gemini-sample-payloads';
import { geminiVerdict } from './gemini-verdict';

/** Which hooks of `event` Gemini runs for `payload`: regex search for tool events, exact otherwise. */
export function selectGemini(
  event: string,
  specs: readonly HookRunSpec[],
  payload: HookPayload,
): Selection {
  return selectByMatcher(event, specs, payload, geminiMatchField(event), (matcher, value) =>
    geminiMatcherSelects(event, matcher, value),
  );
}

const answerOf = (outcome: HookRunOutcome): GeminiHookAnswer | null => {
  if (outcome.control?.dialect !== 'gemini-cli') return null;
  const { dialect: _dialect, ...answer } = outcome.control;
  return answer;
};

/**
 * Gemini CLI 0.61.0: the hooks of an event run in parallel, or one after another with each
 * rewrite passed on when a `sequential` group is among them; the printed JSON decides over the
 * exit code; any deny wins (spec §6, §7).
 */
export const geminiRunDialect: RunDialect = {
  agent: 'gemini-cli',
  mode: geminiMode,
  nextPayload: geminiNextPayload,
  select: selectGemini,
  sampleEvents: GEMINI_SAMPLE_EVENTS,
  toolPresets: GEMINI_TOOL_PRESETS,
  samplePayload: geminiSamplePayload,
  prepare: prepareGeminiHook,
  interpret(_spec, facts) {
    const capped = cappedStdout(facts);
    if (capped) return { control: null, parseErrors: [capped], notes: [] };
    const answer = readGeminiHookAnswer({
      exitCode: facts.status === 'completed' ? facts.exitCode : null,
      stdout: facts.stdout.text,
      stderr: facts.stderr.text,
      timedOut: facts.timedOut,
    });
    const control: HookControl = { dialect: 'gemini-cli', ...answer };
    return { control, parseErrors: [], notes: [] };
  },
  combine(event, outcomes) {
    const answers = outcomes.flatMap((o) => {
      const answer = answerOf(o);
      return answer ? [answer] : [];
    });
    const outcome = combineGeminiAnswers(event, answers);
    const failures = answers.filter((a) => a.failed).length;
    return {
      decision: { dialect: 'gemini-cli', ...outcome },
      verdict: geminiVerdict(event, outcome, failures),
    };
  },
};
