import { codedText, textEn, type CodedText } from './coded-text';
import type { ServiceKey } from './service-messages';

/**
 * The phrases of a runner verdict ("tool blocked; the model is told: …"), in English, keyed by
 * phrase code. A verdict is a list of phrases joined with "; ": the first says what the agent
 * does, the others add effects (context, a stop, failures). Variants with and without a reason
 * are separate codes so that every language words both in its own way.
 *
 * To add a phrase: add its code here, its zh-CN text in shared/i18n/zh-cn/verdict-and-skip-text.ts (a
 * test fails until you do) and build it with `codedText('verdictPhrase.<code>', params)` in the runner.
 * Params: `event`, `path`, `input`, `output`, `matcher`… are agent terms (shown in code style);
 * `reason`, `context`, `message`, `failure` are the hook's own words, shown as sent.
 */
export const VERDICT_TEXT_EN = {
  // Claude Code blocks, per event
  'tool-blocked': 'tool blocked; the model is told: {reason}',
  'tool-blocked-no-reason': 'tool blocked; the model is told: the hook denied the call',
  'permission-denied': 'permission denied without a dialog; the model is told: {reason}',
  'permission-denied-no-reason': 'permission denied without a dialog; the model is told: denied',
  'prompt-blocked': 'prompt blocked and erased; the user sees: {reason}',
  'prompt-blocked-no-reason': 'prompt blocked and erased',
  'post-tool-blocked': 'the tool already ran; the model is told: {reason}',
  'post-tool-blocked-no-reason': 'the tool already ran; the model is told it was blocked',
  'stop-blocked': 'stopping is blocked: the model keeps working and is told: {reason}',
  'stop-blocked-no-reason': 'stopping is blocked: the model keeps working',
  'compaction-blocked': 'compaction is blocked: {reason}',
  'compaction-blocked-no-reason': 'compaction is blocked',
  'config-change-blocked': 'the settings change is blocked: {reason}',
  'config-change-blocked-no-reason': 'the settings change is blocked',
  'worktree-creation-fails': 'worktree creation fails: {reason}',
  'worktree-creation-fails-no-reason': 'worktree creation fails',
  'event-blocked': '{event} is blocked: {reason}',
  'event-blocked-no-reason': '{event} is blocked',
  // Claude Code permission decisions
  'tool-deferred':
    'tool deferred: the call does not run now; the run ends with tool_deferred so the host can resume it',
  'user-asked': 'the user is asked to confirm the call ({reason}); under claude -p it is refused',
  'user-asked-no-reason': 'the user is asked to confirm the call; under claude -p it is refused',
  'allowed-input-rewritten': 'tool allowed; input rewritten to {input}',
  'input-rewritten': 'input rewritten to {input}',
  'permission-granted': 'permission granted without a dialog',
  'allowed-without-prompt': 'allowed without a permission prompt',
  'output-replaced': 'the model sees a replaced tool output: {output}',
  // Claude Code added effects
  'context-injected': 'context injected: {context}',
  'worktree-created': 'the worktree is created at {path}',
  'tool-runs-then-run-stops': 'the tool still runs, then the run stops: {reason}',
  'tool-runs-then-run-stops-no-reason': 'the tool still runs, then the run stops',
  'run-stops': 'the run stops: {reason}',
  'run-stops-no-reason': 'the run stops',
  'user-sees': 'the user sees: {message}',
  'hooks-failed-without-blocking':
    '{count, plural, one {# hook} other {# hooks}} failed without blocking',
  'hooks-over-output-cap':
    '{count, plural, one {# hook} other {# hooks}} printed more than the output cap: what the agent makes of their output cannot be told',
  'hooks-need-agent':
    "{count, plural, one {# hook needs} other {# hooks need}} the agent's model or MCP server and {count, plural, one {was} other {were}} not run",
  'stop-failure-ignored': 'StopFailure output is ignored: the hook is fire-and-forget',
  'cannot-predict': 'Hookyard cannot predict this: the hooks are judged by the agent',
  'nothing-changes': 'nothing changes',
  'no-hook-runs': 'no hook runs for {event}: nothing changes',
  // Cline CLI
  'cline-output-discarded':
    '{event} hooks run detached: the Cline CLI discards their output, so nothing changes',
  'cline-review-ignored': 'review: true is parsed and ignored (no approval prompt appears)',
  'cline-tool-not-run-run-stops':
    "the tool is not run and the run stops (reason kept as the run's error, not shown to the model: {reason})",
  'cline-tool-not-run-run-stops-no-reason': 'the tool is not run and the run stops',
  'cline-tool-ran-run-stops':
    "the tool already ran; the run stops (reason kept as the run's error, not shown to the model: {reason})",
  'cline-tool-ran-run-stops-no-reason': 'the tool already ran; the run stops',
  'cline-context-after-results': 'context injected after the tool results: {context}',
  // Cline VS Code extension
  'vscode-event-failed': 'the hook event failed ({failure}): the agent continues as if no hook ran',
  'vscode-other-answers-lost': "the other hooks' answers (a cancel included) are lost",
  'vscode-output-ignored': 'the extension ignores {event} output: nothing changes',
  'vscode-tool-not-run-task-stops': 'the tool is not run and the task stops: {reason}',
  'vscode-tool-not-run-task-stops-no-reason': 'the tool is not run and the task stops',
  'vscode-tool-ran-task-stops': 'the tool already ran; the task stops: {reason}',
  'vscode-tool-ran-task-stops-no-reason': 'the tool already ran; the task stops',
  'vscode-task-stops': 'the task stops: {reason}',
  'vscode-task-stops-no-reason': 'the task stops',
  'vscode-context-ignored': 'contextModification is ignored for {event}',
} as const;

export type VerdictPhraseCode = keyof typeof VERDICT_TEXT_EN;

type VerdictPhraseKey = ServiceKey<'verdictPhrase'>;

export type VerdictPhrase = CodedText<VerdictPhraseKey>;

/** The phrases that come in two variants: `<key>` with a `{reason}` and `<key>-no-reason`. */
export type ReasonedPhraseKey = {
  [K in VerdictPhraseKey]: `${K}-no-reason` extends VerdictPhraseKey ? K : never;
}[VerdictPhraseKey];

/** The variant of `key` that fits: with the reason, or without when the hook gave none. */
export function phraseWithReason(key: ReasonedPhraseKey, reason: string): VerdictPhrase {
  return reason ? codedText(key, { reason }) : codedText(`${key}-no-reason`);
}

/** The English sentence of a verdict (CLI, audit log): its phrases joined with "; ". */
function verdictSentenceEn(phrases: readonly VerdictPhrase[]): string {
  return phrases.map((item) => textEn(VERDICT_TEXT_EN, item)).join('; ');
}

/** The words of a verdict: its phrases, and their English sentence for the CLI and the logs. */
export function verdictWords(phrases: readonly VerdictPhrase[]): {
  phrases: VerdictPhrase[];
  sentence: string;
} {
  return { phrases: [...phrases], sentence: verdictSentenceEn(phrases) };
}
