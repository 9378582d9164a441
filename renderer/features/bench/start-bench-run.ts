import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { isBenchRunning } from './state/bench-slice';
import type { AppState } from '../../store/store-types';
import { focusJsonError } from './json-editor';
import { checkJsonObject } from './model/check-json';

/** The id of the bench's payload editor. */
export const PAYLOAD_EDITOR_ID = 'bench-payload';

/**
 * Runs the bench with the payload on screen (Run, Ctrl/Cmd+Enter, the palette). Refuses while a
 * run is going or a sample is loading, and refuses text that is not a JSON object: then the caret
 * goes to the problem, whose message is already shown under the editor. `crashAs` runs the chosen
 * guard as if it failed that way.
 */
export function startBenchRun(state: AppState, crashAs?: GuardFailureMode): void {
  if (isBenchRunning(state) || state.bench.payloadStatus === 'loading' || !state.bench.event)
    return;
  const check = checkJsonObject(state.bench.payloadText);
  if (!check.ok) {
    focusJsonError(PAYLOAD_EDITOR_ID, check.error.offset);
    return;
  }
  void state.bench.start(check.value, crashAs);
}
