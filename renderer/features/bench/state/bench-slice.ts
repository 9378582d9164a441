import type { AppError } from '../../../../shared/result';
import { AGENT_IDS, type AgentId } from '../../../../shared/schemas/agent';
import type { GuardFailureMode } from '../../../../shared/schemas/agent-guards';
import type {
  BenchEvents,
  RunHookProgress,
  RunOutput,
  ToolPreset,
} from '../../../../shared/schemas/bench';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { Inventory } from '../../../../shared/schemas/inventory';
import type { EventOutcome } from '../../../../shared/schemas/run';
import { type BenchDrafts, switchDraft, withoutDraft } from './bench-drafts';
import { appendOutput, type LiveOutput } from './bench-output';
import { applyProgress, type HookTiming } from './bench-timing';
import { scopeKey } from '../../../store/scope-key';
import { selectVisibleWorkspace } from '../../../store/selectors';
import type { AppState, LoadStatus, SliceCreator } from '../../../store/store-types';

/** The bench's id in the screen registry. */
export const BENCH_SCREEN = 'bench';

/** One press of Run: what was asked, what streamed in, and how it ended. */
export interface BenchRun {
  runId: string;
  /** The scope the run was for; its result is shown only while that scope is on screen. */
  scopeKey: string;
  agent: AgentId;
  event: string;
  /** How the chosen guard was made to fail ("Run as if it crashed"); null: a normal run. */
  crashAs: GuardFailureMode | null;
  /**
   * Whether the workspace on screen was trusted when the run was asked for (null at user level):
   * a refusal then means a project hook is new or changed since, not an untrusted workspace.
   */
  workspaceTrusted: boolean | null;
  status: 'running' | 'done' | 'failed';
  cancelling: boolean;
  /** Output streamed so far, per hook in the order they first printed. */
  output: LiveOutput[];
  /** Each hook that started so far, with the time it has taken against its timeout. */
  timings: HookTiming[];
  outcome: EventOutcome | null;
  error: AppError | null;
}

export interface BenchSlice {
  benchAgent: AgentId;
  benchEvent: string | null;
  /** The tool call of the sample payload; null: the sample as captured. */
  benchPreset: ToolPreset | null;
  /** One hook to run; null runs every active hook the event fires. */
  benchHookId: string | null;
  /** The whole set includes Hookyard's own hooks (recorder, approvals); off by default. */
  benchIncludeOwn: boolean;
  /** The events and presets of each agent whose list has been loaded. */
  benchEvents: Partial<Record<AgentId, BenchEvents>>;
  benchEventsError: AppError | null;
  /** The payload as the user sees and edits it (JSON text). */
  benchPayloadText: string;
  benchPayloadStatus: LoadStatus;
  benchPayloadError: AppError | null;
  /** The sample request the text came from, and whether the user has changed it since. */
  benchPayloadKey: string | null;
  benchPayloadEdited: boolean;
  /** Edited payloads of the other workspaces, agents and events, kept for when the user is back. */
  benchDrafts: BenchDrafts;
  benchRun: BenchRun | null;
  /** The events and presets of an agent, loaded once; null when the list cannot be loaded. */
  loadBenchEvents(agent: AgentId): Promise<BenchEvents | null>;
  /**
   * Gets the bench ready for the scope on screen: the agent's events, a valid event, and the
   * payload for them: the one the user edited there before, else a fresh sample (with that
   * workspace's cwd). An edited payload left behind is kept for its scope and event. Safe to call
   * again at any time.
   */
  prepareBench(): Promise<void>;
  setBenchAgent(agent: AgentId): Promise<void>;
  setBenchEvent(event: string): Promise<void>;
  setBenchPreset(preset: ToolPreset | null): Promise<void>;
  setBenchHook(hookId: string | null): void;
  setBenchIncludeOwn(include: boolean): void;
  setBenchPayloadText(text: string): void;
  /** Replaces the payload with a fresh sample for the current choices. */
  loadSamplePayload(): Promise<void>;
  /** Shows the bench with this hook chosen (from the inventory's detail panel). */
  testHookInBench(hook: HookEntry): Promise<void>;
  /**
   * Runs the chosen hook (or the event's whole set) with this payload, which the caller has
   * checked is a JSON object. Output streams into `benchRun.output` through `receiveRunOutput`.
   * Does nothing while another run is going. `crashAs` runs the chosen hook (only it) as if it
   * failed that way (issue 15 §3); without a chosen hook it does nothing.
   */
  runBench(payload: Record<string, unknown>, crashAs?: GuardFailureMode): Promise<void>;
  cancelBenchRun(): Promise<void>;
  /** A chunk pushed by the services; chunks of other runs are ignored. */
  receiveRunOutput(chunk: RunOutput): void;
  /** A hook of the run started or finished; other runs' are ignored. */
  receiveHookProgress(progress: RunHookProgress): void;
}

/** The hooks of an inventory that an agent's event can run, in inventory order. */
export function benchHooksOf(
  inventory: Inventory | null,
  agent: AgentId,
  event: string | null,
): HookEntry[] {
  if (!inventory || !event) return [];
  return inventory.hooks.filter((hook) => hook.agent === agent && hook.event === event);
}

/** The hooks of the scope on screen that the bench's agent and event can run. */
export const selectBenchHooks = (state: AppState): HookEntry[] =>
  benchHooksOf(state.inventory, state.benchAgent, state.benchEvent);

/** The chosen hook, if it is still one of `selectBenchHooks`; otherwise null (the whole set). */
export function selectBenchHook(state: AppState): HookEntry | null {
  const { benchHookId } = state;
  if (!benchHookId) return null;
  return selectBenchHooks(state).find((hook) => hook.id === benchHookId) ?? null;
}

export const isBenchRunning = (state: AppState): boolean => state.benchRun?.status === 'running';

const sampleKey = (state: AppState): string =>
  [scopeKey(state.scope), state.benchAgent, state.benchEvent, state.benchPreset ?? ''].join('|');

// The bench starts on the agent's first event with tool presets (its tool event before it runs).
const pickEvent = ({ events, presets }: BenchEvents, current: string | null): string | null =>
  current && events.includes(current)
    ? current
    : (events.find((event) => (presets[event]?.length ?? 0) > 0) ?? events[0] ?? null);

export const createBenchSlice: SliceCreator<BenchSlice> = (api) => (set, get) => {
  const pendingEvents = new Map<AgentId, Promise<BenchEvents | null>>();
  let sampleRequest = 0;
  let sampleInFlight: string | null = null;

  const fetchSample = async (): Promise<void> => {
    const state = get();
    const { scope, benchAgent: agent, benchEvent: event, benchPreset: preset } = state;
    if (!event) return;
    const key = sampleKey(state);
    const request = ++sampleRequest;
    sampleInFlight = key;
    set({ benchPayloadStatus: 'loading', benchPayloadError: null });
    const result = await api.invoke('bench:sample-payload', {
      scope,
      agent,
      event,
      ...(preset ? { preset } : {}),
    });
    if (request !== sampleRequest) return;
    sampleInFlight = null;
    if (result.ok) {
      // A fresh sample replaces whatever draft was kept for the same choice.
      set({
        benchDrafts: withoutDraft(get().benchDrafts, key),
        benchPayloadText: JSON.stringify(result.value.payload, null, 2),
        benchPayloadStatus: 'ready',
        benchPayloadKey: key,
        benchPayloadEdited: false,
      });
    } else {
      set({ benchPayloadStatus: 'error', benchPayloadError: result.error });
    }
  };

  return {
    // The first agent in display order, until the user picks one.
    benchAgent: AGENT_IDS[0],
    benchEvent: null,
    benchPreset: null,
    benchHookId: null,
    benchIncludeOwn: false,
    benchEvents: {},
    benchEventsError: null,
    benchPayloadText: '',
    benchPayloadStatus: 'idle',
    benchPayloadError: null,
    benchPayloadKey: null,
    benchPayloadEdited: false,
    benchDrafts: {},
    benchRun: null,
    loadBenchEvents(agent) {
      const known = get().benchEvents[agent];
      if (known) return Promise.resolve(known);
      const pending = pendingEvents.get(agent);
      if (pending) return pending;
      const loading = (async () => {
        const result = await api.invoke('bench:list-events', { agent });
        pendingEvents.delete(agent);
        if (!result.ok) {
          set({ benchEventsError: result.error });
          return null;
        }
        set((state) => ({
          benchEvents: { ...state.benchEvents, [agent]: result.value },
          benchEventsError: null,
        }));
        return result.value;
      })();
      pendingEvents.set(agent, loading);
      return loading;
    },
    async prepareBench() {
      const agent = get().benchAgent;
      const loaded = await get().loadBenchEvents(agent);
      if (!loaded || get().benchAgent !== agent) return;
      const event = pickEvent(loaded, get().benchEvent);
      if (event !== get().benchEvent)
        set({ benchEvent: event, benchPreset: null, benchHookId: null });
      const state = get();
      const key = sampleKey(state);
      if (sampleInFlight === key) return;
      if (state.benchPayloadKey === key) {
        // Back before the sample of another choice came: the payload on screen stays.
        if (sampleInFlight !== null) {
          sampleRequest++;
          sampleInFlight = null;
          set({ benchPayloadStatus: 'ready' });
        }
        return;
      }
      const shown = {
        key: state.benchPayloadKey,
        text: state.benchPayloadText,
        edited: state.benchPayloadEdited,
      };
      const { drafts, restored } = switchDraft(state.benchDrafts, shown, key);
      set({ benchDrafts: drafts });
      if (restored === null) {
        await fetchSample();
        return;
      }
      sampleRequest++; // a sample still on its way for another choice must not replace it
      sampleInFlight = null;
      set({
        benchPayloadText: restored,
        benchPayloadKey: key,
        benchPayloadEdited: true,
        benchPayloadStatus: 'ready',
        benchPayloadError: null,
      });
    },
    async setBenchAgent(agent) {
      if (agent === get().benchAgent) return;
      set({ benchAgent: agent, benchHookId: null });
      await get().prepareBench();
    },
    async setBenchEvent(event) {
      if (event === get().benchEvent) return;
      set({ benchEvent: event, benchPreset: null, benchHookId: null });
      await get().prepareBench();
    },
    async setBenchPreset(preset) {
      if (preset === get().benchPreset) return;
      set({ benchPreset: preset });
      await get().prepareBench();
    },
    setBenchHook: (benchHookId) => set({ benchHookId }),
    setBenchIncludeOwn: (benchIncludeOwn) => set({ benchIncludeOwn }),
    setBenchPayloadText: (benchPayloadText) => set({ benchPayloadText, benchPayloadEdited: true }),
    loadSamplePayload: fetchSample,
    async testHookInBench(hook) {
      if (hook.event === null) return;
      set({
        benchAgent: hook.agent,
        benchEvent: hook.event,
        benchPreset: null,
        benchHookId: hook.id,
      });
      get().showScreen(BENCH_SCREEN);
      await get().prepareBench();
    },
    async runBench(payload, crashAs) {
      const state = get();
      const { benchAgent: agent, benchEvent: event, scope } = state;
      const hook = selectBenchHook(state);
      if (isBenchRunning(state) || !event || (crashAs && !hook)) return;
      const runId = crypto.randomUUID();
      set({
        benchRun: {
          runId,
          scopeKey: scopeKey(scope),
          agent,
          event,
          crashAs: crashAs ?? null,
          workspaceTrusted: selectVisibleWorkspace(state)?.trusted ?? null,
          status: 'running',
          cancelling: false,
          output: [],
          timings: [],
          outcome: null,
          error: null,
        },
      });
      const result = await api.invoke('bench:run', {
        runId,
        scope,
        agent,
        event,
        payload,
        ...(hook ? { hookIds: [hook.id] } : { includeOwn: state.benchIncludeOwn }),
        ...(crashAs && { crashAs }),
      });
      const run = get().benchRun;
      if (run?.runId !== runId) return;
      set({
        benchRun: result.ok
          ? { ...run, status: 'done', cancelling: false, outcome: result.value }
          : { ...run, status: 'failed', cancelling: false, error: result.error },
      });
    },
    async cancelBenchRun() {
      const run = get().benchRun;
      if (run?.status !== 'running' || run.cancelling) return;
      set({ benchRun: { ...run, cancelling: true } });
      await api.invoke('bench:cancel', { runId: run.runId });
    },
    receiveRunOutput(chunk) {
      const run = get().benchRun;
      if (run?.status !== 'running' || run.runId !== chunk.runId) return;
      set({ benchRun: { ...run, output: appendOutput(run.output, chunk) } });
    },
    receiveHookProgress(progress) {
      const run = get().benchRun;
      if (run?.status !== 'running' || run.runId !== progress.runId) return;
      const timings = applyProgress(run.timings, progress, performance.now());
      set({ benchRun: { ...run, timings } });
    },
  };
};
