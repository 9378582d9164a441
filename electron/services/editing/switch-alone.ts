import { AppFailure } from '../../../shared/result';
import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import type { HookEntry } from '../../../shared/schemas/hook';
import { recordedHookLabel } from './summary-redaction';

/**
 * Refuses to switch a row that carries one of its agent's switch-blocking notes
 * (`switchBlockingNoteKeys`, the data the renderer's lock reads): its agent's own switch would
 * switch other hooks with it (Gemini's hooksConfig.disabled switches every hook of a name), so a
 * click would change a hook the user did not choose. The refusal names those others: the rows of
 * the scope that carry the same note.
 */
export function assertSwitchesAlone(
  entry: HookEntry,
  hooks: readonly HookEntry[],
  capabilities: Pick<AgentCapabilities, 'switchBlockingNoteKeys'>,
): void {
  const note = entry.notes.find((candidate) =>
    capabilities.switchBlockingNoteKeys.includes(candidate.key),
  );
  if (!note) return;
  const name = String(note.params['name'] ?? '');
  const others = hooks.filter(
    (hook) =>
      hook.id !== entry.id &&
      hook.agent === entry.agent &&
      hook.notes.some((other) => other.key === note.key && other.params['name'] === name),
  );
  const [other] = others;
  throw new AppFailure('invalid-request', 'failure.switch-not-alone', {
    name,
    other: other ? `${other.event ?? ''} · ${recordedHookLabel(other)}` : name,
    file: other?.sourcePath ?? entry.sourcePath,
    more: Math.max(others.length - 1, 0),
  });
}
