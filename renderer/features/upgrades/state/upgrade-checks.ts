import type { ApiClient } from '../../../api/api-client';
import type { AppError } from '../../../../shared/result';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One regression suite run after an upgrade. */
export interface SuiteCheck {
  workspace: string;
  suite: string;
  passed: number;
  failed: number;
  error: AppError | null;
}

/** What changed after an upgrade: the suites, and the last day's tool calls replayed now. */
export interface UpgradeChecks {
  suites: SuiteCheck[];
  /** Null when the replay could not run (`replayError` says why). */
  replay: { replayed: number; differ: number; needsConsent: boolean } | null;
  replayError: AppError | null;
}

/**
 * Runs each workspace's regression suites, one after another, then replays the audit entries of
 * the 24 hours before `now` against the hooks as they are (issue 15 §5). A suite or replay that
 * fails is reported and the others still run.
 */
export async function runUpgradeChecks(
  api: ApiClient,
  workspaces: readonly string[],
  now: number,
): Promise<UpgradeChecks> {
  const suites: SuiteCheck[] = [];
  for (const workspace of workspaces) {
    const listed = await api.invoke('replay:suites', { workspace });
    for (const suite of listed.ok ? listed.value : []) {
      const run = await api.invoke('replay:run-suite', { workspace, suite: suite.name });
      suites.push({
        workspace,
        suite: suite.name,
        passed: run.ok ? run.value.passed : 0,
        failed: run.ok ? run.value.failed : 0,
        error: run.ok ? null : run.error,
      });
    }
  }
  const replay = await api.invoke('replay:run', {
    filter: { from: new Date(now - DAY_MS).toISOString() },
  });
  if (!replay.ok) return { suites, replay: null, replayError: replay.error };
  const value = replay.value;
  return {
    suites,
    replay:
      value.kind === 'done'
        ? {
            replayed: value.cases.length,
            differ: value.cases.filter((each) => each.differs.length > 0).length,
            needsConsent: false,
          }
        : { replayed: 0, differ: 0, needsConsent: true },
    replayError: null,
  };
}
