import { z } from 'zod';

import { InventoryScopeSchema } from '../schemas/inventory';

/** Every event pushed from the services to the renderer, named in the past tense. */
export const events = {
  /** Something on disk changed for this scope; the renderer refetches it. */
  'inventory:changed': z.object({ scope: InventoryScopeSchema }),
  'workspaces:changed': z.object({}),
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayloadOf<K extends EventName> = z.infer<Events[K]>;
export const EVENT_NAMES = Object.keys(events) as EventName[];

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && Object.hasOwn(events, value);
}
