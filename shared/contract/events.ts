import { z } from 'zod';

import { AgentVersionsSchema } from '../schemas/agent-versions';
import { ApprovalRequestSchema } from '../schemas/approval';
import {
  HistoryEntrySchema,
  HistoryProgressSchema,
  HistoryRetentionProgressSchema,
} from '../schemas/history';
import { RunHookProgressSchema, RunOutputSchema } from '../schemas/bench';
import { InventoryScopeSchema } from '../schemas/inventory';
import { NavigateRequestSchema } from '../schemas/navigation';
import { ReplayProgressSchema } from '../schemas/replay';
import type { EventName } from './names';

/** Every event pushed from the services to the renderer, named in the past tense. */
export const events = {
  /** Something on disk changed for this scope; the renderer refetches it. */
  'inventory:changed': z.object({ scope: InventoryScopeSchema }),
  'workspaces:changed': z.object({}),
  /** A chunk of a running hook's stdout or stderr, for the bench to stream. */
  'runner:output': RunOutputSchema,
  /** A hook of a bench run started or finished (the bench shows its time against its timeout). */
  'runner:hook-progressed': RunHookProgressSchema,
  /** New audit entries: how many, and the newest (at most 50) for a live view. */
  'history:appended': z.object({ count: z.number(), newest: z.array(HistoryEntrySchema) }),
  /** Progress of a long import or reindex. */
  'history:progressed': HistoryProgressSchema,
  /** Progress of the background removal of expired entries (retention). */
  'history:retention-progressed': HistoryRetentionProgressSchema,
  // approvals
  /** A request arrived, was decided or timed out: the whole pending list, newest last. */
  'approvals:changed': z.object({ pending: z.array(ApprovalRequestSchema) }),
  // deep links, notifications and the tray (approvals)
  /** Show this audit entry or waiting approval (sent by the Electron shell only). */
  'app:navigate-requested': NavigateRequestSchema,
  // Replay and regression suites (issue 7)
  /** Progress of a long replay or shadow run. */
  'replay:progress': ReplayProgressSchema,
  /** The installed agents' versions were read again, or an upgrade was dismissed (issue 15 §5). */
  'versions:changed': AgentVersionsSchema,
} as const satisfies Record<EventName, z.ZodType>;

export type Events = typeof events;
export type { EventName };
export type EventPayloadOf<K extends EventName> = z.infer<Events[K]>;
