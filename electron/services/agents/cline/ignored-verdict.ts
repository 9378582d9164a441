import type { Reason } from '../../../../shared/schemas/hook';
import type { ClineEventName } from '../../../../shared/agents/cline-events';
import type { ClineVerdict } from './hook-folder-types';

/** A file the runtime never looks at: no process, no timeout. */
export function ignoredVerdict(
  key: Reason['key'],
  params: Reason['params'],
  event: ClineEventName | null,
  notes: ClineVerdict['notes'] = [],
): ClineVerdict {
  return {
    status: 'ignored',
    reason: { key, params },
    event,
    argv: null,
    timeoutSec: null,
    notes,
  };
}
