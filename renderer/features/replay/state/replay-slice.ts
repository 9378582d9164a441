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
import type { AppState, SliceCreator } from '../../../store/store-types';

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

export interface ReplaySlice {
  replayRun: ReplayRun | null;
  /** The case shown side by side, by its entry id. */
  replaySelectedId: string | null;
  /** Replays audit entries against today's hooks and opens the replay view. */
  replayEntries(entryIds: string[]): Promise<void>;
  /** Replays every entry the history's filter matches and opens the replay view. */
  replayFiltered(filter: HistoryEntryFilter): Promise<void>;
  /** Runs a saved regression suite of a workspace and shows its cases. */
  runReplaySuite(workspace: string, suite: string): Promise<void>;
  /** Replays the same entries again (after the hook changed), optionally in another dialect. */
  rerunReplay(translateTo?: AgentId | null): Promise<void>;
  /** Replays the same again with or without Hookyard's own hooks. */
  setReplayIncludeOwn(includeOwn: boolean): Promise<void>;
  /** Sends the replay the service asked about again, consenting to what it listed. */
  consentToReplay(): Promise<void>;
  declineReplay(): void;
  cancelReplay(): Promise<void>;
  selectReplayCase(entryId: string | null): void;
  /** A pushed `replay:progress`, for the replay or the shadow run it is about. */
  receiveReplayProgress(progress: ReplayProgress): void;
}

/** The case on view, when it is among the replayed ones. */
export function selectReplayCase(state: AppState): ReplayCase | null {
  const cases = state.replayRun?.job.value;
  const id = state.replaySelectedId;
  return (id && cases?.find((item) => item.entryId === id)) || null;
}

export const createReplaySlice: SliceCreator<ReplaySlice> = (api) => (set, get) => {
  const setJob = (job: ReplayJob<ReplayCase[]>) => {
    const run = get().replayRun;
    if (run) set({ replayRun: { ...run, job } });
  };

  /** Starts `origin` (replacing whatever was on view) and waits for its answer. */
  async function start(origin: ReplayOrigin, how: ReplayHow, consent = false) {
    const jobId = newJobId();
    const previous = get().replaySelectedId;
    const { translateTo, includeOwn } = how;
    const own = includeOwn ? { includeOwn } : {};
    set({
      replayRun: { origin, translateTo, includeOwn, job: startJob<ReplayCase[]>(jobId) },
      replaySelectedId: null,
      screen: REPLAY_SCREEN,
    });
    await runJob<{ kind: 'done'; cases: ReplayCase[] }, ReplayCase[]>({
      jobId,
      current: () => get().replayRun?.job ?? null,
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
    const cases = get().replayRun?.job.value;
    if (get().replayRun?.job.jobId === jobId && cases) {
      // Stay on the case on view (replayed again), else open the first difference (or the only
      // case), so that the view shows something at once.
      const shown =
        cases.find((item) => item.entryId === previous) ??
        cases.find((item) => item.differs.length > 0) ??
        (cases.length === 1 ? cases[0] : null);
      if (shown && get().replaySelectedId === null) get().selectReplayCase(shown.entryId);
      if (origin.kind === 'suite') void get().loadReplaySuites();
    }
  }

  return {
    replayRun: null,
    replaySelectedId: null,
    replayEntries: (entryIds) => start({ kind: 'entries', entryIds }, AS_RECORDED),
    replayFiltered: (filter) => start({ kind: 'filter', filter }, AS_RECORDED),
    runReplaySuite: (workspace, suite) => start({ kind: 'suite', workspace, suite }, AS_RECORDED),
    async rerunReplay(translateTo) {
      const run = get().replayRun;
      if (!run) return;
      await start(run.origin, {
        translateTo: translateTo === undefined ? run.translateTo : translateTo,
        includeOwn: run.includeOwn,
      });
    },
    async setReplayIncludeOwn(includeOwn) {
      const run = get().replayRun;
      if (!run) return;
      await start(run.origin, { translateTo: run.translateTo, includeOwn });
    },
    async consentToReplay() {
      const run = get().replayRun;
      if (!run || !asksForConsent(run.job)) return;
      await start(run.origin, run, true);
    },
    declineReplay() {
      const run = get().replayRun;
      if (run?.job.status === 'needs-consent') setJob({ ...run.job, status: 'declined' });
    },
    async cancelReplay() {
      const run = get().replayRun;
      if (run?.job.status !== 'running') return;
      setJob({ ...run.job, status: 'cancelled' });
      await api.invoke('replay:cancel', { jobId: run.job.jobId });
    },
    selectReplayCase(entryId) {
      set({ replaySelectedId: entryId });
      void get().loadReplayRecorded(entryId);
    },
    receiveReplayProgress(progress) {
      const { replayRun: run, shadowRun: shadow } = get();
      const job = run ? progressJob(run.job, progress) : null;
      if (run && job && job !== run.job) set({ replayRun: { ...run, job } });
      const shadowJob = shadow ? progressJob(shadow.job, progress) : null;
      if (shadow && shadowJob && shadowJob !== shadow.job)
        set({ shadowRun: { ...shadow, job: shadowJob } });
    },
  };
};
