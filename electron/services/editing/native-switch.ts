import { AppFailure } from '../../../shared/result';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { EditEngine } from './edit-engine';
import { readSnapshot, snapshotText } from './file-snapshot';

export interface NativeSwitchRequest {
  /** The file the agent keeps its own per-hook switch in. */
  file: string;
  /** The new text of the file from its current text; throws an Error saying why it cannot. */
  splice(text: string): string;
  /** Strict JSON is checked before and after (settings files). */
  json: boolean;
  enabled: boolean;
  event: string;
  /** The hook as its row shows it, for the change history. */
  label: string;
  hookId: string;
}

/**
 * Switches a hook with its agent's own switch (Codex `[hooks.state]`, Gemini
 * `hooksConfig.disabled`): a splice of one file applied by the EditEngine, so the change has
 * backups, is refused when the file changed after it was read, and lands atomically. A splice
 * that cannot be made is refused as 'invalid-request' naming the file, with nothing written.
 */
export function switchWithNativeSetting(
  engine: EditEngine,
  request: NativeSwitchRequest,
): Promise<ChangeRecord> {
  return engine.exclusive(async () => {
    const snapshot = await readSnapshot(request.file);
    let next: string;
    try {
      next = request.splice(snapshotText(snapshot));
    } catch (error) {
      throw new AppFailure('invalid-request', 'failure.native-switch-not-editable', {
        file: request.file,
        reason: (error as Error).message,
      });
    }
    const params = { event: request.event, hook: request.label, file: request.file };
    return engine.apply({
      operation: request.enabled ? 'enable' : 'disable',
      hookIds: [request.hookId],
      summary: [
        { key: request.enabled ? 'change.hook-switched-on' : 'change.hook-switched-off', params },
      ],
      writes: [{ kind: 'write', snapshot, bytes: Buffer.from(next, 'utf8'), json: request.json }],
    });
  });
}
