import type { AgentId } from '../../../../shared/schemas/agent';
import type { HistoryEntryFilter } from '../../../../shared/schemas/history';
import type { ReplayCase, ReplayProgress } from '../../../../shared/schemas/replay';
import {
  asksForConsent,
  newJobId,
  progressJob,
  runJob,
  startJob,
  type ReplayJob,
} from './replay-job';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { AppState } from '../../../store/store-types';
import { createReplayRecorded, type ReplayRecordedState } from './replay-recorded';
import { createReplayShadow, type ReplayShadowState } from './replay-shadow';
import { createReplaySuites, type ReplaySuitesState } from './replay-suites';

/** The replay view's id in the screen registry. */
export const REPLAY_SCREEN = 'replay';

/** What a replay re-runs: chosen entries, the history's filtered set, or a saved suite. */
export type ReplayOrigin =
  | { kind: 'entries'; entryIds: string[] }
  | { kind: 'filter'; filter: HistoryEntryFilter }
  | { kind: 'suite'; workspace: string; suite: string };

/** How a replay runs: in which agent's dialect, and with or without Hookyard's own hooks. */
export interface ReplayHow {
  /** Replays each payload translated into this agent's dialect; null replays it as recorded. */
  translateTo: AgentId | null;
  /** Also runs Hookyard's own hooks (recorder, approvals), which a replay leaves out by default. */
  includeOwn: boolean;
}

/** The replay on view: what it re-runs, how, and how far it got. */
export interface ReplayRun extends ReplayHow {
  origin: ReplayOrigin;
  job: ReplayJob<ReplayCase[]>;
}

const AS_RECORDED: ReplayHow = { translateTo: null, includeOwn: false };

/** The replay's state and actions, under `state.replay`. */
export interface ReplayState extends ReplayShadowState, ReplaySuitesState, ReplayRecordedState {
  run: ReplayRun | null;
  /** The case shown side by side, by its entry id. */
  selectedId: string | null;
  /** Replays audit entries against today's hooks and opens the replay view. */
  runEntries(entryIds: string[]): Promise<void>;
  /** Replays every entry the history's filter matches and opens the replay view. */
  runFiltered(filter: HistoryEntryFilter): Promise<void>;
  /** Runs a saved regression suite of a workspace and shows its cases. */
  runSuite(workspace: string, suite: string): Promise<void>;
  /** Replays the same entries again (after the hook changed), optionally in another dialect. */
  rerun(translateTo?: AgentId | null): Promise<void>;
  /** Replays the same again with or without Hookyard's own hooks. */
  setIncludeOwn(includeOwn: boolean): Promise<void>;
  /** Sends the replay the service asked about again, consenting to what it listed. */
  consent(): Promise<void>;
  decline(): void;
  cancel(): Promise<void>;
  selectCase(entryId: string | null): void;
  /** A pushed `replay:progress`, for the replay or the shadow run it is about. */
  receiveProgress(progress: ReplayProgress): void;
}

/** The case on view, when it is among the replayed ones. */
export function selectReplayCase(state: AppState): ReplayCase | null {
  const cases = state.replay.run?.job.value;
  const id = state.replay.selectedId;
  return (id && cases?.find((item) => item.entryId === id)) || null;
}

export const createReplaySlice: FeatureSliceCreator<ReplayState> = (tools) => {
  const { api, patch, get, showScreen } = tools;
  const replay = () => get().replay;
  const setJob = (job: ReplayJob<ReplayCase[]>) => {
    const run = replay().run;
    if (run) patch({ run: { ...run, job } });
  };

  /** Starts `origin` (replacing whatever was on view) and waits for its answer. */
  async function start(origin: ReplayOrigin, how: ReplayHow, consent = false) {
    const jobId = newJobId();
    const previous = replay().selectedId;
    const { translateTo, includeOwn } = how;
    const own = includeOwn ? { includeOwn } : {};
    patch({
      run: { origin, translateTo, includeOwn, job: startJob<ReplayCase[]>(jobId) },
      selectedId: null,
    });
    showScreen(REPLAY_SCREEN);
    await runJob<{ kind: 'done'; cases: ReplayCase[] }, ReplayCase[]>({
      jobId,
      current: () => replay().run?.job ?? null,
      store: setJob,
      pick: (done) => done.cases,
      send: async (id) => {
        if (origin.kind === 'suite') {
          const result = await api.invoke('replay:run-suite', {
            workspace: origin.workspace,
            suite: origin.suite,
            ...own,
            jobId: id,
            ...(consent ? { consent } : {}),
          });
          return result.ok
            ? { ok: true, value: { kind: 'done', cases: result.value.cases } }
            : result;
        }
        const target =
          translateTo || includeOwn
            ? { target: { ...(translateTo && { translateTo }), ...own } }
            : {};
        const what =
          origin.kind === 'entries' ? { entryIds: origin.entryIds } : { filter: origin.filter };
        return api.invoke('replay:run', {
          ...what,
          ...target,
          jobId: id,
          ...(consent ? { consent } : {}),
        });
      },
    });
    const cases = replay().run?.job.value;
    if (replay().run?.job.jobId === jobId && cases) {
      // Stay on the case on view (replayed again), else open the first difference (or the only
      // case), so that the view shows something at once.
      const shown =
        cases.find((item) => item.entryId === previous) ??
        cases.find((item) => item.differs.length > 0) ??
        (cases.length === 1 ? cases[0] : null);
      if (shown && replay().selectedId === null) replay().selectCase(shown.entryId);
      if (origin.kind === 'suite') void replay().loadSuites();
    }
  }

  return {
    ...createReplayShadow(tools),
    ...createReplaySuites(tools),
    ...createReplayRecorded(tools),
    run: null,
    selectedId: null,
    runEntries: (entryIds) => start({ kind: 'entries', entryIds }, AS_RECORDED),
    runFiltered: (filter) => start({ kind: 'filter', filter }, AS_RECORDED),
    runSuite: (workspace, suite) => start({ kind: 'suite', workspace, suite }, AS_RECORDED),
    async rerun(translateTo) {
      const run = replay().run;
      if (!run) return;
      await start(run.origin, {
        translateTo: translateTo === undefined ? run.translateTo : translateTo,
        includeOwn: run.includeOwn,
      });
    },
    async setIncludeOwn(includeOwn) {
      const run = replay().run;
      if (!run) return;
      await start(run.origin, { translateTo: run.translateTo, includeOwn });
    },
    async consent() {
      const run = replay().run;
      if (!run || !asksForConsent(run.job)) return;
      await start(run.origin, run, true);
    },
    decline() {
      const run = replay().run;
      if (run?.job.status === 'needs-consent') setJob({ ...run.job, status: 'declined' });
    },
    async cancel() {
      const run = replay().run;
      if (run?.job.status !== 'running') return;
      setJob({ ...run.job, status: 'cancelled' });
      await api.invoke('replay:cancel', { jobId: run.job.jobId });
    },
    selectCase(entryId) {
      patch({ selectedId: entryId });
      void replay().loadRecorded(entryId);
    },
    receiveProgress(progress) {
      const { run, shadow } = replay();
      const job = run ? progressJob(run.job, progress) : null;
      if (run && job && job !== run.job) patch({ run: { ...run, job } });
      const shadowJob = shadow ? progressJob(shadow.job, progress) : null;
      if (shadow && shadowJob && shadowJob !== shadow.job)
        patch({ shadow: { ...shadow, job: shadowJob } });
    },
  };
};
