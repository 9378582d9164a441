import type { EventDecision, HookControl } from '../../../../../shared/schemas/run';
import { capContext } from '../../../runner/context-cap';

export type ClineCliControl = Extract<HookControl, { dialect: 'cline-cli' }>;
export type ClineCliDecision = Extract<EventDecision, { dialect: 'cline-cli' }>;

export const HOOK_CONTROL_PREFIX = 'HOOK_CONTROL\t';
export const CLINE_CLI_CONTEXT_LIMIT = 50_000;
export const CLINE_CLI_TRUNCATION_MARKER = '\n[hook context truncated: exceeded 50000 characters]';

const KNOWN_KEYS = new Set([
  'cancel',
  'review',
  'context',
  'contextModification',
  'errorMessage',
  'overrideInput',
]);

export type ParsedStdout =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown; source: ClineCliControl['source'] }
  | { kind: 'error'; message: string; source: ClineCliControl['source'] };

/**
 * Cline CLI stdout parsing (spec §6.1): trimmed; if any line (trimmed) starts with
 * `HOOK_CONTROL\t`, only the LAST such line is parsed; otherwise the whole trimmed stdout must be
 * one JSON value.
 */
export function parseClineCliStdout(stdout: string): ParsedStdout {
  const trimmed = stdout.trim();
  if (trimmed === '') return { kind: 'empty' };
  const prefixed = trimmed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(HOOK_CONTROL_PREFIX));
  const last = prefixed.at(-1);
  const source = last === undefined ? 'whole-stdout' : 'hook-control-line';
  const candidate = last === undefined ? trimmed : last.slice(HOOK_CONTROL_PREFIX.length);
  try {
    return { kind: 'json', value: JSON.parse(candidate) as unknown, source };
  } catch (error) {
    return { kind: 'error', message: (error as Error).message, source };
  }
}

/**
 * Decodes one hook's control object the way Cline's `parseHookControl` does: each key is checked
 * by type; wrong types and unknown keys are ignored (and listed). Returns null for a non-object.
 */
export function decodeClineCliControl(
  value: unknown,
  source: ClineCliControl['source'],
): ClineCliControl | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const str = (key: string): string | undefined =>
    typeof record[key] === 'string' ? (record[key] as string) : undefined;
  const bool = (key: string): boolean | null =>
    typeof record[key] === 'boolean' ? (record[key] as boolean) : null;
  const injectable = str('context') ?? str('contextModification');
  const rawError = str('errorMessage');
  const errorMessage = rawError !== undefined && rawError.trim().length > 0 ? rawError : undefined;
  const cancel = bool('cancel');
  const contextSource = cancel === true ? undefined : (injectable ?? errorMessage);
  const capped =
    contextSource === undefined
      ? null
      : capContext(contextSource, CLINE_CLI_CONTEXT_LIMIT, CLINE_CLI_TRUNCATION_MARKER);
  const typed: Record<string, boolean> = {
    cancel: cancel !== null,
    review: bool('review') !== null,
    context: str('context') !== undefined,
    contextModification: str('contextModification') !== undefined,
    errorMessage: rawError !== undefined,
    overrideInput: true,
  };
  return {
    dialect: 'cline-cli',
    source,
    cancel,
    review: bool('review'),
    context: capped?.text ?? null,
    contextTruncated: capped?.truncated ?? false,
    cancelReason: cancel === true ? (errorMessage ?? injectable ?? null) : null,
    hasOverrideInput: Object.hasOwn(record, 'overrideInput'),
    overrideInput: record['overrideInput'],
    ignoredKeys: Object.keys(record).filter((key) => !KNOWN_KEYS.has(key) || !typed[key]),
  };
}

/** An empty merged decision. */
export function emptyClineCliDecision(outputDiscarded: boolean): ClineCliDecision {
  return {
    dialect: 'cline-cli',
    cancel: false,
    review: false,
    context: null,
    cancelReason: null,
    hasOverrideInput: false,
    overrideInput: undefined,
    outputDiscarded,
  };
}

/**
 * Merges the controls of one event's hooks in execution order (spec §6.3): cancel and review are
 * OR-ed, non-empty contexts and cancel reasons joined with "\n", the last overrideInput wins, and
 * any cancel drops every context.
 */
export function mergeClineCliControls(controls: readonly ClineCliControl[]): ClineCliDecision {
  const merged = emptyClineCliDecision(false);
  const contexts: string[] = [];
  const reasons: string[] = [];
  for (const control of controls) {
    if (control.cancel === true) merged.cancel = true;
    if (control.review === true) merged.review = true;
    if (control.context) contexts.push(control.context);
    if (control.cancelReason) reasons.push(control.cancelReason);
    if (control.hasOverrideInput && control.overrideInput !== undefined) {
      merged.hasOverrideInput = true;
      merged.overrideInput = control.overrideInput;
    }
  }
  merged.context = merged.cancel || contexts.length === 0 ? null : contexts.join('\n');
  merged.cancelReason = reasons.length > 0 ? reasons.join('\n') : null;
  return merged;
}
