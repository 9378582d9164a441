import type {
  ChannelName,
  EventName,
  EventPayloadOf,
  RequestOf,
  ResponseOf,
} from '../../shared/contract';
import type { Result } from '../../shared/result';

/**
 * The renderer's one way to reach the services. Two implementations: Electron's preload bridge
 * and the WebSocket of `hookyard serve`. Store actions and the subscriptions module are the only
 * callers.
 */
export interface ApiClient {
  invoke<K extends ChannelName>(channel: K, request: RequestOf<K>): Promise<Result<ResponseOf<K>>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayloadOf<E>) => void): () => void;
}
