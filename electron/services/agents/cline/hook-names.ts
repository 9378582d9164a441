import path from 'node:path';

import { CLINE_EVENT_NAMES, type ClineEventName } from '../../../../shared/agents/cline-events';

const EVENT_BY_LOWER_NAME = new Map<string, ClineEventName>(
  CLINE_EVENT_NAMES.map((name) => [name.toLowerCase(), name]),
);

/** The Cline hook name spelled by `lowerName` (already lower-cased); null when none. */
export function eventByLowerName(lowerName: string): ClineEventName | null {
  return EVENT_BY_LOWER_NAME.get(lowerName) ?? null;
}

/**
 * The hook a file name was most likely meant for, whatever the case of its name and extension
 * and any spaces around it (`PreToolUse.SH`, ` pretooluse `); null when it spells none. Used to
 * label ignored files, never to decide that a file runs.
 */
export function intendedEvent(name: string): ClineEventName | null {
  const extension = path.posix.extname(name);
  return eventByLowerName(path.posix.basename(name, extension).trim().toLowerCase());
}
