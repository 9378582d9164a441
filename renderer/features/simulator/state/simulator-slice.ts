import type { AppError } from '../../../../shared/result';
import type { Simulation } from '../../../../shared/schemas/bench';
import { AGENT_IDS } from '../../../../shared/schemas/enum-values';
import type { BenchState } from '../../bench/state/bench-slice';
import { scopeKey } from '../../../store/scope-key';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { LoadStatus } from '../../../store/store-types';

/** The matcher simulator's id in the features list. */
export const SIMULATOR_SCREEN = 'simulator';

/** One answer of the simulator, with the question it answers. */
export interface SimulationAnswer {
  scopeKey: string;
  event: string;
  toolName: string | null;
  result: Simulation;
}

/** The simulator's state and actions, under `state.simulator`. */
export interface SimulatorState {
  event: string;
  /** Empty: the event's sample tool call is left as it is. */
  toolName: string;
  /** The tool input as the user edits it (JSON text). */
  toolInputText: string;
  answer: SimulationAnswer | null;
  status: LoadStatus;
  error: AppError | null;
  setEvent(event: string): void;
  setToolName(name: string): void;
  setToolInputText(text: string): void;
  /** Loads the event lists of every agent, for the simulator's event choice. */
  prepare(): Promise<void>;
  /**
   * Asks which hooks of each agent the event would fire in the scope on screen. `toolInput` has
   * been checked by the caller; undefined sends none. A reply to an older question is dropped.
   */
  simulate(toolInput: Record<string, unknown> | undefined): Promise<void>;
}

/** Every event any agent has, in the order the agents list them, each once. */
export function simulatorEventsOf(benchEvents: BenchState['events']): string[] {
  return [...new Set(AGENT_IDS.flatMap((agent) => benchEvents[agent]?.events ?? []))];
}

export const createSimulatorSlice: FeatureSliceCreator<SimulatorState> = ({ api, patch, get }) => {
  let request = 0;
  return {
    event: 'PreToolUse',
    toolName: 'Bash',
    toolInputText: '{\n  "command": "rm -rf build"\n}',
    answer: null,
    status: 'idle',
    error: null,
    setEvent: (event) => patch({ event }),
    setToolName: (toolName) => patch({ toolName }),
    setToolInputText: (toolInputText) => patch({ toolInputText }),
    async prepare() {
      await Promise.all(AGENT_IDS.map((agent) => get().bench.loadEvents(agent)));
    },
    async simulate(toolInput) {
      const { scope } = get();
      const { event, toolName: typed } = get().simulator;
      const toolName = typed.trim() === '' ? null : typed.trim();
      const current = ++request;
      patch({ status: 'loading', error: null });
      const result = await api.invoke('runner:simulate', {
        scope,
        event,
        ...(toolName ? { toolName } : {}),
        ...(toolName && toolInput ? { toolInput } : {}),
      });
      if (current !== request) return;
      if (result.ok) {
        patch({
          answer: { scopeKey: scopeKey(scope), event, toolName, result: result.value },
          status: 'ready',
        });
      } else {
        patch({ status: 'error', error: result.error });
      }
    },
  };
};
