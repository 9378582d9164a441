import { oversizeOf, type EventName } from '../../shared/contract';
import { AppFailure, type Result } from '../../shared/result';
import type { ApiClient } from './api-client';

type Pending = (result: Result<unknown>) => void;

/**
 * The browser implementation: one WebSocket to `hookyard serve`, request ids matched to replies,
 * pushed events fanned out to listeners. It reconnects after a drop and fails the calls that were
 * in flight, so that no promise waits for ever.
 */
export function createWsClient(
  url: string,
  WebSocketImpl: typeof WebSocket = WebSocket,
): ApiClient {
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let nextId = 1;
  let socket: WebSocket;
  let ready: Promise<void>;

  const connect = (): void => {
    socket = new WebSocketImpl(url);
    ready = new Promise((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('Cannot reach Hookyard')), {
        once: true,
      });
    });
    ready.catch(() => {});
    socket.addEventListener('message', (message) => onMessage(String(message.data)));
    socket.addEventListener('close', () => {
      for (const settle of pending.values()) {
        settle({
          ok: false,
          error: new AppFailure('internal', 'failure.connection-lost').toAppError(),
        });
      }
      pending.clear();
      setTimeout(connect, 1000);
    });
  };

  const onMessage = (text: string): void => {
    let message: { id?: number; result?: Result<unknown>; event?: string; payload?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message.id === 'number' && message.result) {
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    } else if (typeof message.event === 'string') {
      for (const listener of listeners.get(message.event) ?? []) listener(message.payload);
    }
  };

  connect();
  return {
    async invoke(channel, request) {
      // Sent in the caller's task when the socket is open: awaiting `ready` even then put the
      // send behind the microtasks already queued, such as React's render of the click that
      // asked (History's first page left after its screen had mounted, not while it mounted).
      if (socket.readyState !== WebSocketImpl.OPEN) {
        try {
          await ready;
        } catch (error) {
          return { ok: false, error: { code: 'internal', message: (error as Error).message } };
        }
      }
      const id = nextId++;
      const text = JSON.stringify({ id, channel, request });
      // The server closes the connection on a message past the limit: say so before sending.
      const oversize = oversizeOf(text);
      if (oversize) return { ok: false, error: oversize.toAppError() };
      const reply = new Promise<Result<unknown>>((resolve) => pending.set(id, resolve));
      socket.send(text);
      return reply as never;
    },
    on(event: EventName, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: unknown) => void);
    },
  };
}
