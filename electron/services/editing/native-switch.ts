import { AppFailure } from '../../../shared/result';
import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { EditEngine, PlannedChange } from './edit-engine';
import { readSnapshot, snapshotText } from './file-snapshot';
import type { JsonDialect } from './json-document';

export interface NativeSwitchRequest {
  /** The file the agent keeps its own per-hook switch in. */
  file: string;
  /** The new text of the file from its current text; throws an Error saying why it cannot. */
  splice(text: string): string;
  /** A settings file, checked before and after as its agent reads it; none for TOML. */
  json?: JsonDialect;
  enabled: boolean;
  event: string;
  /** The hook as its row shows it, for the change history. */
  label: string;
}

/**
 * Plans switching a hook with its agent's own switch (Codex `[hooks.state]`, Gemini
 * `hooksConfig.disabled`): a splice of one file, which the EditEngine applies with backups,
 * refused when the file changed after it was read, atomically. A splice that cannot be made is
 * refused as 'invalid-request' naming the file, with nothing written.
 */
export async function planNativeSwitch(request: NativeSwitchRequest): Promise<PlannedChange> {
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
  return {
    summary: [
      { key: request.enabled ? 'change.hook-switched-on' : 'change.hook-switched-off', params },
    ],
    writes: [{ kind: 'write', snapshot, bytes: Buffer.from(next, 'utf8'), json: request.json }],
  };
}

/** Plans and applies a native switch as one recorded change of the hook `hookId`. */
export function switchWithNativeSetting(
  engine: EditEngine,
  request: NativeSwitchRequest & { hookId: string },
): Promise<ChangeRecord> {
  return engine.exclusive(async () =>
    engine.apply({
      operation: request.enabled ? 'enable' : 'disable',
      hookIds: [request.hookId],
      ...(await planNativeSwitch(request)),
    }),
  );
}

/**
 * Whether a live row is off by its agent's own switch: disabled for one of the reasons its
 * capabilities name (`switchedOffReasonKeys`), the same data the renderer's switch reads.
 */
export function isOffByOwnSwitch(
  capabilities: Pick<AgentCapabilities, 'switchedOffReasonKeys'>,
  entry: HookEntry,
): boolean {
  return (
    entry.status === 'disabled' && capabilities.switchedOffReasonKeys.includes(entry.reason.key)
  );
}
