import type { Note, Reason } from '../../../../shared/schemas/hook';
import type { CodexConfig } from './codex-config';
import type { CodexHookDef } from './codex-hook-defs';
import type { CodexListedHook } from './codex-listed-hook';

export interface CodexVerdict {
  status: 'active' | 'never-runs' | 'disabled' | 'invalid';
  reason: Reason;
  notes: Note[];
}

export interface CodexHookContext {
  layerLoaded: boolean;
  layerDir: string;
  userConfig: CodexConfig | null;
  userConfigFile: string;
  /** A config.toml Codex reads here and cannot (the user's, a trusted project's): it then does not start. */
  stopsCodex: string | null;
  /** Codex's own listing of this hook, when Hookyard asked; null when it does not list it. */
  listed: CodexListedHook | null;
  /** Whether `hooks/list` was asked at all: without it trust is read from the recorded hash. */
  asked: boolean;
  bothForms: boolean;
}

/**
 * Whether Codex runs one hook, and why not, in the order Codex decides it: a dropped entry,
 * an unloaded project layer, the features switch, the per-hook switch, then trust (spec §1,
 * §2, §8). An untrusted or modified hook is skipped silently by Codex; Hookyard says so.
 */
export function judgeCodexHook(def: CodexHookDef, context: CodexHookContext): CodexVerdict {
  const notes: Note[] = [];
  if (context.bothForms) notes.push({ key: 'note.codex-both-forms', params: {} });
  if (def.event === 'Stop') notes.push({ key: 'note.codex-stop-loop', params: {} });
  const verdict = (
    status: CodexVerdict['status'],
    key: Reason['key'],
    params: Reason['params'] = {},
  ) => ({
    status,
    reason: { key, params },
    notes,
  });
  if (def.problem) return verdict('invalid', 'reason.codex-dropped', { problem: def.problem });
  if (context.stopsCodex)
    return verdict('never-runs', 'reason.codex-config-broken', { file: context.stopsCodex });
  if (def.type !== 'command')
    return verdict('never-runs', 'reason.codex-handler-type-not-run', { type: def.type });
  if (!context.layerLoaded)
    return verdict('never-runs', 'reason.codex-project-untrusted', { folder: context.layerDir });
  if (context.userConfig?.hooksFeature === false) {
    return verdict('disabled', 'reason.codex-hooks-feature-off', { file: context.userConfigFile });
  }
  const state = context.userConfig?.hookState.get(def.key);
  if (state?.enabled === false || context.listed?.enabled === false)
    return verdict('disabled', 'reason.codex-switched-off');
  if (context.asked) {
    const trust = context.listed?.trustStatus ?? 'untrusted';
    if (trust === 'modified') return verdict('never-runs', 'reason.codex-modified');
    if (trust === 'untrusted') return verdict('never-runs', 'reason.codex-untrusted');
    if (trust === 'managed')
      return verdict('active', 'reason.codex-managed', {
        source: context.listed?.source ?? '',
        event: def.event,
      });
    return verdict('active', 'reason.codex-trusted', { event: def.event });
  }
  if (!state?.trustedHash) return verdict('never-runs', 'reason.codex-untrusted');
  return verdict('active', 'reason.codex-trust-recorded', { event: def.event });
}
