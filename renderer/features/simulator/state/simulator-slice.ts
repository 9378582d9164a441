import type { AppError } from '../../../../shared/result';
import type { Simulation } from '../../../../shared/schemas/bench';
import { AGENT_IDS } from '../../../../shared/schemas/enum-values';
import type { BenchSlice } from '../../bench/state/bench-slice';
import { scopeKey } from '../../../store/scope-key';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

/** The matcher simulator's id in the screen registry. */
export const SIMULATOR_SCREEN = 'simulator';

/** One answer of the simulator, with the question it answers. */
export interface SimulationAnswer {
  scopeKey: string;
  event: string;
  toolName: string | null;
  result: Simulation;
}

export interface SimulatorSlice {
  simEvent: string;
  /** Empty: the event's sample tool call is left as it is. */
  simToolName: string;
  /** The tool input as the user edits it (JSON text). */
  simToolInputText: string;
  simAnswer: SimulationAnswer | null;
  simStatus: LoadStatus;
  simError: AppError | null;
  setSimEvent(event: string): void;
  setSimToolName(name: string): void;
  setSimToolInputText(text: string): void;
  /** Loads the event lists of every agent, for the simulator's event choice. */
  prepareSimulator(): Promise<void>;
  /**
   * Asks which hooks of each agent the event would fire in the scope on screen. `toolInput` has
   * been checked by the caller; undefined sends none. A reply to an older question is dropped.
   */
  simulate(toolInput: Record<string, unknown> | undefined): Promise<void>;
}

/** Every event any agent has, in the order the agents list them, each once. */
export function simulatorEventsOf(benchEvents: BenchSlice['benchEvents']): string[] {
  return [...new Set(AGENT_IDS.flatMap((agent) => benchEvents[agent]?.events ?? []))];
}

export const createSimulatorSlice: SliceCreator<SimulatorSlice> = (api) => (set, get) => {
  let request = 0;
  return {
    simEvent: 'PreToolUse',
    simToolName: 'Bash',
    simToolInputText: '{\n  "command": "rm -rf build"\n}',
    simAnswer: null,
    simStatus: 'idle',
    simError: null,
    setSimEvent: (simEvent) => set({ simEvent }),
    setSimToolName: (simToolName) => set({ simToolName }),
    setSimToolInputText: (simToolInputText) => set({ simToolInputText }),
    async prepareSimulator() {
      await Promise.all(AGENT_IDS.map((agent) => get().loadBenchEvents(agent)));
    },
    async simulate(toolInput) {
      const { scope, simEvent: event, simToolName } = get();
      const toolName = simToolName.trim() === '' ? null : simToolName.trim();
      const current = ++request;
      set({ simStatus: 'loading', simError: null });
      const result = await api.invoke('runner:simulate', {
        scope,
        event,
        ...(toolName ? { toolName } : {}),
        ...(toolName && toolInput ? { toolInput } : {}),
      });
      if (current !== request) return;
      if (result.ok) {
        set({
          simAnswer: { scopeKey: scopeKey(scope), event, toolName, result: result.value },
          simStatus: 'ready',
        });
      } else {
        set({ simStatus: 'error', simError: result.error });
      }
    },
  };
};
