import type { HistoryEntryFilter } from '../../../../shared/schemas/history';
import type { ReplayCase } from '../../../../shared/schemas/replay';
import { asksForConsent, newJobId, runJob, startJob, type ReplayJob } from './replay-job';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { AppState } from '../../../store/store-types';
import type { ReplayState } from './replay-slice';

/** How a draft fared against the recorded range: verdicts that agree, that differ, skipped. */
export interface ShadowResult {
  total: number;
  agree: number;
  disagree: number;
  skipped: number;
  differences: ReplayCase[];
}

/** A shadow run: a hook's unsaved draft replayed against a range of the history. */
export interface ShadowRun {
  hookId: string;
  filter: HistoryEntryFilter;
  /** The draft as it was when the run started (later edits need another run). */
  draft: string;
  job: ReplayJob<ShadowResult>;
}

/** The shadow-run part of `state.replay`. */
export interface ReplayShadowState {
  shadow: ShadowRun | null;
  /** The difference shown side by side, by its entry id. */
  shadowSelectedId: string | null;
  /** Replays `filter`'s entries against `draft` in place of the hook; nothing is saved. */
  runShadow(request: { hookId: string; filter: HistoryEntryFilter; draft: string }): Promise<void>;
  consentToShadow(): Promise<void>;
  declineShadow(): void;
  cancelShadow(): Promise<void>;
  /** Forgets the shadow run (the editor closed, or the user went back to the draft). */
  closeShadow(): void;
  selectShadowCase(entryId: string | null): void;
}

/** The difference on view, when it is among the shadow run's differences. */
export function selectShadowCase(state: AppState): ReplayCase | null {
  const cases = state.replay.shadow?.job.value?.differences;
  const id = state.replay.shadowSelectedId;
  return (id && cases?.find((item) => item.entryId === id)) || null;
}

export const createReplayShadow: FeatureSliceCreator<ReplayState, ReplayShadowState> = ({
  api,
  patch,
  get,
}) => {
  const shadow = () => get().replay.shadow;
  async function start(request: Omit<ShadowRun, 'job'>, consent = false) {
    const jobId = newJobId();
    patch({ shadow: { ...request, job: startJob(jobId) }, shadowSelectedId: null });
    await runJob({
      jobId,
      current: () => shadow()?.job ?? null,
      store: (job) => {
        const run = shadow();
        if (run) patch({ shadow: { ...run, job } });
      },
      pick: ({
        total,
        agree,
        disagree,
        skipped,
        differences,
      }: ShadowResult & { kind: 'done' }) => ({
        total,
        agree,
        disagree,
        skipped,
        differences,
      }),
      send: (id) =>
        api.invoke('replay:shadow', {
          filter: request.filter,
          hookId: request.hookId,
          draft: request.draft,
          jobId: id,
          ...(consent ? { consent } : {}),
        }),
    });
  }

  return {
    shadow: null,
    shadowSelectedId: null,
    runShadow: (request) => start(request),
    async consentToShadow() {
      const run = shadow();
      if (!run || !asksForConsent(run.job)) return;
      await start({ hookId: run.hookId, filter: run.filter, draft: run.draft }, true);
    },
    declineShadow() {
      const run = shadow();
      if (run?.job.status === 'needs-consent') {
        patch({ shadow: { ...run, job: { ...run.job, status: 'declined' } } });
      }
    },
    async cancelShadow() {
      const run = shadow();
      if (run?.job.status !== 'running') return;
      patch({ shadow: { ...run, job: { ...run.job, status: 'cancelled' } } });
      await api.invoke('replay:cancel', { jobId: run.job.jobId });
    },
    closeShadow() {
      const run = shadow();
      if (run?.job.status === 'running') void api.invoke('replay:cancel', { jobId: run.job.jobId });
      patch({ shadow: null, shadowSelectedId: null });
    },
    selectShadowCase(entryId) {
      patch({ shadowSelectedId: entryId });
      void get().replay.loadRecorded(entryId);
    },
  };
};
