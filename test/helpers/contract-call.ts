import { dispatch, type ChannelName, type RequestOf, type ResponseOf } from '../../shared/contract';
import type { HistoryEntry, HistoryEntryInput } from '../../shared/schemas/history';
import type { AppServices } from '../../electron/services/app-services';
import { createContractHandlers } from '../../electron/services/contract-handlers';

/**
 * Calls a channel through the contract (parse, handler, Result) on the services `current()`
 * gives, and returns its value; a failure throws with its code and message.
 */
export function contractCaller(current: () => AppServices) {
  return async function call<K extends ChannelName>(
    channel: K,
    request: RequestOf<K>,
  ): Promise<ResponseOf<K>> {
    const result = await dispatch(createContractHandlers(current()), channel, request, {
      error: (message, error) => console.error(message, error),
    });
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
    return result.value as ResponseOf<K>;
  };
}

/** Appends one recorder event (a Claude Code PreToolUse Bash unless `input` says otherwise). */
export function recordAgentEvent(
  services: AppServices,
  input: Partial<HistoryEntryInput> & { workspace: string | null },
): HistoryEntry {
  const appended = services.audit.service.append([
    {
      kind: 'agent-event',
      source: 'recorder',
      agent: 'claude-code',
      sessionId: 's1',
      event: 'PreToolUse',
      tool: 'Bash',
      hook: null,
      outcome: null,
      durationMs: null,
      payload: null,
      output: null,
      meta: {},
      ...input,
    },
  ]);
  if (!appended.ok || appended.rejected.length) throw new Error(JSON.stringify(appended));
  return appended.entries[0]!;
}
