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
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { AppState, LoadStatus } from '../../../store/store-types';

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

/** The bench's state and actions, under `state.bench`. */
export interface BenchState {
  agent: AgentId;
  event: string | null;
  /** The tool call of the sample payload; null: the sample as captured. */
  preset: ToolPreset | null;
  /** One hook to run; null runs every active hook the event fires. */
  hookId: string | null;
  /** The whole set includes Hookyard's own hooks (recorder, approvals); off by default. */
  includeOwn: boolean;
  /** The events and presets of each agent whose list has been loaded. */
  events: Partial<Record<AgentId, BenchEvents>>;
  eventsError: AppError | null;
  /** The payload as the user sees and edits it (JSON text). */
  payloadText: string;
  payloadStatus: LoadStatus;
  payloadError: AppError | null;
  /** The sample request the text came from, and whether the user has changed it since. */
  payloadKey: string | null;
  payloadEdited: boolean;
  /** Edited payloads of the other workspaces, agents and events, kept for when the user is back. */
  drafts: BenchDrafts;
  run: BenchRun | null;
  /** The events and presets of an agent, loaded once; null when the list cannot be loaded. */
  loadEvents(agent: AgentId): Promise<BenchEvents | null>;
  /**
   * Gets the bench ready for the scope on screen: the agent's events, a valid event, and the
   * payload for them: the one the user edited there before, else a fresh sample (with that
   * workspace's cwd). An edited payload left behind is kept for its scope and event. Safe to call
   * again at any time.
   */
  prepare(): Promise<void>;
  setAgent(agent: AgentId): Promise<void>;
  setEvent(event: string): Promise<void>;
  setPreset(preset: ToolPreset | null): Promise<void>;
  setHook(hookId: string | null): void;
  setIncludeOwn(include: boolean): void;
  setPayloadText(text: string): void;
  /** Replaces the payload with a fresh sample for the current choices. */
  loadSamplePayload(): Promise<void>;
  /** Shows the bench with this hook chosen (from the inventory's detail panel). */
  testHook(hook: HookEntry): Promise<void>;
  /**
   * Runs the chosen hook (or the event's whole set) with this payload, which the caller has
   * checked is a JSON object. Output streams into `run.output` through `receiveOutput`.
   * Does nothing while another run is going. `crashAs` runs the chosen hook (only it) as if it
   * failed that way (issue 15 §3); without a chosen hook it does nothing.
   */
  start(payload: Record<string, unknown>, crashAs?: GuardFailureMode): Promise<void>;
  cancel(): Promise<void>;
  /** A chunk pushed by the services; chunks of other runs are ignored. */
  receiveOutput(chunk: RunOutput): void;
  /** A hook of the run started or finished; other runs' are ignored. */
  receiveProgress(progress: RunHookProgress): void;
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
  benchHooksOf(state.inventory.current, state.bench.agent, state.bench.event);

/** The chosen hook, if it is still one of `selectBenchHooks`; otherwise null (the whole set). */
export function selectBenchHook(state: AppState): HookEntry | null {
  const { hookId } = state.bench;
  if (!hookId) return null;
  return selectBenchHooks(state).find((hook) => hook.id === hookId) ?? null;
}

export const isBenchRunning = (state: AppState): boolean => state.bench.run?.status === 'running';

const sampleKey = (state: AppState): string =>
  [scopeKey(state.scope), state.bench.agent, state.bench.event, state.bench.preset ?? ''].join('|');

// The bench starts on the agent's first event with tool presets (its tool event before it runs).
const pickEvent = ({ events, presets }: BenchEvents, current: string | null): string | null =>
  current && events.includes(current)
    ? current
    : (events.find((event) => (presets[event]?.length ?? 0) > 0) ?? events[0] ?? null);

export const createBenchSlice: FeatureSliceCreator<BenchState> = ({
  api,
  patch,
  get,
  showScreen,
}) => {
  const bench = () => get().bench;
  const pendingEvents = new Map<AgentId, Promise<BenchEvents | null>>();
  let sampleRequest = 0;
  let sampleInFlight: string | null = null;

  const fetchSample = async (): Promise<void> => {
    const state = get();
    const { scope } = state;
    const { agent, event, preset } = state.bench;
    if (!event) return;
    const key = sampleKey(state);
    const request = ++sampleRequest;
    sampleInFlight = key;
    patch({ payloadStatus: 'loading', payloadError: null });
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
      patch({
        drafts: withoutDraft(bench().drafts, key),
        payloadText: JSON.stringify(result.value.payload, null, 2),
        payloadStatus: 'ready',
        payloadKey: key,
        payloadEdited: false,
      });
    } else {
      patch({ payloadStatus: 'error', payloadError: result.error });
    }
  };

  return {
    // The first agent in display order, until the user picks one.
    agent: AGENT_IDS[0],
    event: null,
    preset: null,
    hookId: null,
    includeOwn: false,
    events: {},
    eventsError: null,
    payloadText: '',
    payloadStatus: 'idle',
    payloadError: null,
    payloadKey: null,
    payloadEdited: false,
    drafts: {},
    run: null,
    loadEvents(agent) {
      const known = bench().events[agent];
      if (known) return Promise.resolve(known);
      const pending = pendingEvents.get(agent);
      if (pending) return pending;
      const loading = (async () => {
        const result = await api.invoke('bench:list-events', { agent });
        pendingEvents.delete(agent);
        if (!result.ok) {
          patch({ eventsError: result.error });
          return null;
        }
        patch((current) => ({
          events: { ...current.events, [agent]: result.value },
          eventsError: null,
        }));
        return result.value;
      })();
      pendingEvents.set(agent, loading);
      return loading;
    },
    async prepare() {
      const agent = bench().agent;
      const loaded = await bench().loadEvents(agent);
      if (!loaded || bench().agent !== agent) return;
      const event = pickEvent(loaded, bench().event);
      if (event !== bench().event) patch({ event, preset: null, hookId: null });
      const state = get();
      const key = sampleKey(state);
      if (sampleInFlight === key) return;
      if (state.bench.payloadKey === key) {
        // Back before the sample of another choice came: the payload on screen stays.
        if (sampleInFlight !== null) {
          sampleRequest++;
          sampleInFlight = null;
          patch({ payloadStatus: 'ready' });
        }
        return;
      }
      const shown = {
        key: state.bench.payloadKey,
        text: state.bench.payloadText,
        edited: state.bench.payloadEdited,
      };
      const { drafts, restored } = switchDraft(state.bench.drafts, shown, key);
      patch({ drafts });
      if (restored === null) {
        await fetchSample();
        return;
      }
      sampleRequest++; // a sample still on its way for another choice must not replace it
      sampleInFlight = null;
      patch({
        payloadText: restored,
        payloadKey: key,
        payloadEdited: true,
        payloadStatus: 'ready',
        payloadError: null,
      });
    },
    async setAgent(agent) {
      if (agent === bench().agent) return;
      patch({ agent, hookId: null });
      await bench().prepare();
    },
    async setEvent(event) {
      if (event === bench().event) return;
      patch({ event, preset: null, hookId: null });
      await bench().prepare();
    },
    async setPreset(preset) {
      if (preset === bench().preset) return;
      patch({ preset });
      await bench().prepare();
    },
    setHook: (hookId) => patch({ hookId }),
    setIncludeOwn: (includeOwn) => patch({ includeOwn }),
    setPayloadText: (payloadText) => patch({ payloadText, payloadEdited: true }),
    loadSamplePayload: fetchSample,
    async testHook(hook) {
      if (hook.event === null) return;
      patch({ agent: hook.agent, event: hook.event, preset: null, hookId: hook.id });
      showScreen(BENCH_SCREEN);
      await bench().prepare();
    },
    async start(payload, crashAs) {
      const state = get();
      const { scope } = state;
      const { agent, event } = state.bench;
      const hook = selectBenchHook(state);
      if (isBenchRunning(state) || !event || (crashAs && !hook)) return;
      const runId = crypto.randomUUID();
      patch({
        run: {
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
        ...(hook ? { hookIds: [hook.id] } : { includeOwn: state.bench.includeOwn }),
        ...(crashAs && { crashAs }),
      });
      const run = bench().run;
      if (run?.runId !== runId) return;
      patch({
        run: result.ok
          ? { ...run, status: 'done', cancelling: false, outcome: result.value }
          : { ...run, status: 'failed', cancelling: false, error: result.error },
      });
    },
    async cancel() {
      const run = bench().run;
      if (run?.status !== 'running' || run.cancelling) return;
      patch({ run: { ...run, cancelling: true } });
      await api.invoke('bench:cancel', { runId: run.runId });
    },
    receiveOutput(chunk) {
      const run = bench().run;
      if (run?.status !== 'running' || run.runId !== chunk.runId) return;
      patch({ run: { ...run, output: appendOutput(run.output, chunk) } });
    },
    receiveProgress(progress) {
      const run = bench().run;
      if (run?.status !== 'running' || run.runId !== progress.runId) return;
      const timings = applyProgress(run.timings, progress, performance.now());
      patch({ run: { ...run, timings } });
    },
  };
};
