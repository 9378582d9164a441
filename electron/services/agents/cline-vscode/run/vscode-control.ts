import { runTextEn, type RunText } from '../../../../../shared/i18n/run-text';
import type { EventDecision, HookControl, HookRunOutcome } from '../../../../../shared/schemas/run';
import { capContext } from '../../../runner/context-cap';
import { codedText } from '../../../../../shared/i18n/coded-text';

export type VscodeControl = Extract<HookControl, { dialect: 'cline-vscode' }>;
export type VscodeDecision = Extract<EventDecision, { dialect: 'cline-vscode' }>;

export const VSCODE_CONTEXT_LIMIT = 50_000;
export const VSCODE_TRUNCATION_MARKER = '\n\n[... context truncated due to size limit ...]';

/**
 * The extension's fallback when stdout is not pure JSON: scanning lines from the end, it collects
 * from the line holding the last `}` until the braces balance (counting every brace, even inside
 * strings), then drops what precedes the first `{` of that text.
 */
export function lastJsonBlock(stdout: string): string | null {
  const lines = stdout.split('\n');
  let candidate = '';
  let depth = 0;
  let collecting = false;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] ?? '').trimEnd();
    for (let j = line.length - 1; j >= 0; j--) {
      if (line[j] === '}') {
        depth++;
        collecting = true;
      } else if (line[j] === '{') depth--;
    }
    if (collecting) candidate = `${line}\n${candidate}`;
    if (collecting && depth === 0) break;
  }
  const trimmed = candidate.trim();
  if (trimmed === '') return null;
  const first = trimmed.indexOf('{');
  return first === -1 ? trimmed : trimmed.slice(first);
}

/** The extension's `validateHookOutput`: null when valid, else why it is rejected. */
export function validateVscodeOutput(value: unknown): RunText | null {
  if (!value || typeof value !== 'object') return codedText('run.vscode-not-an-object');
  const record = value as Record<string, unknown>;
  if (record['shouldContinue'] !== undefined)
    return codedText('run.vscode-should-continue-removed');
  for (const [key, type] of [
    ['cancel', 'boolean'],
    ['contextModification', 'string'],
    ['errorMessage', 'string'],
  ] as const) {
    if (record[key] !== undefined && typeof record[key] !== type)
      return codedText('run.vscode-wrong-type', { key, type });
  }
  return null;
}

function decode(value: unknown, source: VscodeControl['source']): VscodeControl {
  const record = value as Record<string, unknown>;
  const raw =
    typeof record['contextModification'] === 'string' ? record['contextModification'] : '';
  const capped = capContext(raw, VSCODE_CONTEXT_LIMIT, VSCODE_TRUNCATION_MARKER);
  return {
    dialect: 'cline-vscode',
    source,
    cancel: record['cancel'] === true,
    contextModification: capped.text,
    contextTruncated: capped.truncated,
    errorMessage: typeof record['errorMessage'] === 'string' ? record['errorMessage'] : '',
  };
}

/**
 * Parses a successful (exit 0) hook's stdout: `JSON.parse`, else the last balanced `{…}` block.
 * Output that fails validation counts as "no JSON" (the hook still succeeds, without effect).
 */
export function parseVscodeStdout(stdout: string): {
  control: VscodeControl | null;
  error: RunText | null;
} {
  const attempt = (text: string, source: VscodeControl['source']) => {
    const value = JSON.parse(text) as unknown;
    const invalid = validateVscodeOutput(value);
    return invalid
      ? { control: null, error: invalid }
      : { control: decode(value, source), error: null };
  };
  try {
    return attempt(stdout, 'whole-stdout');
  } catch {
    const block = lastJsonBlock(stdout);
    if (block === null)
      return { control: null, error: stdout.trim() ? codedText('run.vscode-no-json') : null };
    try {
      return attempt(block, 'last-json-block');
    } catch (error) {
      return {
        control: null,
        error: codedText('run.vscode-last-block-invalid', { message: (error as Error).message }),
      };
    }
  }
}

/** Why the extension counts a finished run as failed, or null when it succeeded. */
export function vscodeFailure(
  outcome: Pick<HookRunOutcome, 'status' | 'exitCode' | 'signal' | 'timeoutMs' | 'spawnError'>,
): string | null {
  switch (outcome.status) {
    case 'completed':
      if (outcome.exitCode === 0) return null;
      return `Hook exited with code ${outcome.exitCode}${outcome.signal ? `, signal ${outcome.signal}` : ''}`;
    case 'timed-out':
      return `Hook execution timed out after ${outcome.timeoutMs}ms`;
    case 'cancelled':
      return 'Hook execution cancelled by user';
    case 'spawn-failed':
      return outcome.spawnError
        ? runTextEn(outcome.spawnError.message)
        : 'the hook could not start';
    default:
      return `the hook did not run (${outcome.status})`;
  }
}

/**
 * Merges parallel runs like `CombinedHookRunner`: any failure fails the whole event (and loses
 * every answer, a sibling's cancel included); otherwise cancel if any cancels, contexts trimmed
 * and joined with a blank line, error messages trimmed and joined with "\n". A single hook's
 * answer is used as is, untrimmed.
 */
export function mergeVscode(outcomes: readonly HookRunOutcome[]): VscodeDecision {
  const decision: VscodeDecision = {
    dialect: 'cline-vscode',
    failed: false,
    cancel: false,
    contextModification: '',
    errorMessage: '',
  };
  if (outcomes.some((o) => vscodeFailure(o) !== null)) return { ...decision, failed: true };
  const controls = outcomes.flatMap((o) =>
    o.control?.dialect === 'cline-vscode' ? [o.control] : [],
  );
  if (outcomes.length === 1) {
    const only = controls[0];
    return only
      ? {
          ...decision,
          cancel: only.cancel,
          contextModification: only.contextModification,
          errorMessage: only.errorMessage,
        }
      : decision;
  }
  const joined = (values: string[], separator: string): string =>
    values
      .map((v) => v.trim())
      .filter((v) => v)
      .join(separator);
  return {
    ...decision,
    cancel: controls.some((c) => c.cancel),
    contextModification: joined(
      controls.map((c) => c.contextModification),
      '\n\n',
    ),
    errorMessage: joined(
      controls.map((c) => c.errorMessage),
      '\n',
    ),
  };
}
