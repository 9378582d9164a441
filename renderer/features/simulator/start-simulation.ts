import type { AppState } from '../../store/store-types';
import { focusJsonError } from '../bench/json-editor';
import { checkJsonObject, type JsonCheck } from '../bench/model/check-json';

/** The id of the simulator's tool input editor. */
export const TOOL_INPUT_EDITOR_ID = 'simulator-tool-input';

/** The tool input is optional: empty text means none, anything else must be a JSON object. */
export function checkToolInput(text: string): JsonCheck | null {
  return text.trim() === '' ? null : checkJsonObject(text);
}

/**
 * Asks the simulator about the question on screen (Simulate, Ctrl/Cmd+Enter, the palette). A tool
 * input that is not a JSON object is refused and the caret goes to the problem.
 */
export function startSimulation(state: AppState): void {
  const check = checkToolInput(state.simulator.toolInputText);
  if (check && !check.ok) {
    focusJsonError(TOOL_INPUT_EDITOR_ID, check.error.offset);
    return;
  }
  void state.simulator.simulate(check?.value);
}
