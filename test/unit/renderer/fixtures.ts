import type {
  ChannelName,
  EventName,
  EventPayloadOf,
  RequestOf,
  ResponseOf,
} from '../../../shared/contract';
import type { Result } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { Inventory, InventoryScope } from '../../../shared/schemas/inventory';
import type { ListedWorkspace } from '../../../shared/schemas/workspace';
import type { ApiClient } from '../../../renderer/api/api-client';

type Handler<K extends ChannelName> = (
  request: RequestOf<K>,
) => Result<ResponseOf<K>> | Promise<Result<ResponseOf<K>>>;
export type Handlers = { [K in ChannelName]?: Handler<K> };

/**
 * An ApiClient at the transport boundary: answers from per-channel functions, records every call,
 * and lets the test push service events.
 */
export function createTestApi(handlers: Handlers) {
  const calls: { channel: ChannelName; request: unknown }[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const api: ApiClient = {
    async invoke(channel, request) {
      calls.push({ channel, request });
      const handler = handlers[channel] as Handler<typeof channel> | undefined;
      if (!handler)
        return { ok: false, error: { code: 'internal', message: `no handler for ${channel}` } };
      return (await handler(request)) as never;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: unknown) => void);
    },
  };
  const emit = <E extends EventName>(event: E, payload: EventPayloadOf<E>) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const callsTo = (channel: ChannelName) => calls.filter((call) => call.channel === channel);
  return {
    api,
    calls,
    callsTo,
    emit,
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A promise the test settles by hand, to hold a reply in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

export function makeWorkspace(
  id: string,
  overrides: Partial<ListedWorkspace> = {},
): ListedWorkspace {
  return {
    id,
    name: id,
    roots: [`/home/ana/${id}`],
    addedAt: '2026-01-01T00:00:00.000Z',
    trusted: false,
    missingRoots: [],
    ...overrides,
  };
}

export function makeHook(overrides: Partial<HookEntry> = {}): HookEntry {
  return {
    id: 'h1',
    contentHash: 'c1',
    agent: 'claude-code',
    scope: 'user',
    event: 'PreToolUse',
    sourcePath: '/home/ana/.claude/settings.json',
    position: { line: 4, column: 9 },
    locator: 'PreToolUse/0/0',
    matcher: 'Bash',
    handler: { type: 'command', summary: 'echo hi', argv: null, timeoutSec: null },
    status: 'active',
    reason: { key: 'reason.active', params: { event: 'PreToolUse' } },
    notes: [],
    raw: '{"type":"command","command":"echo hi"}',
    ...overrides,
  };
}

export function makeInventory(scope: InventoryScope, hooks: HookEntry[] = []): Inventory {
  return { scope, scannedAt: '2026-01-01T10:00:00.000Z', hooks, sources: [], missingRoots: [] };
}

/** Lets queued promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
