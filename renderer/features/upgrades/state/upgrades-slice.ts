import type { AppError } from '../../../../shared/result';
import type { AgentVersions } from '../../../../shared/schemas/agent-versions';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import { createGuardFixPart, type GuardFixPart } from './guard-fix-part';
import { runUpgradeChecks, type UpgradeChecks } from './upgrade-checks';

/** The upgrades feature's id: its state sits under `state.upgrades`. */
export const UPGRADES_KEY = 'upgrades';

/** Installed agent versions and the upgrades not dismissed (issue 15 §5), under `state.upgrades`. */
export interface UpgradesState extends GuardFixPart {
  versions: AgentVersions | null;
  /** The regression suites and the last day's replay, run after an upgrade (one run at a time). */
  checks: UpgradeChecks | null;
  checking: boolean;
  error: AppError | null;
  load(): Promise<void>;
  /** Reads every agent's version again now (`--version`), instead of waiting for the timer. */
  refresh(): Promise<void>;
  receive(versions: AgentVersions): void;
  dismiss(agent: string): Promise<void>;
  /** Runs every workspace's regression suites and a replay of the last 24 hours. */
  runChecks(): Promise<void>;
}

export const createUpgradesSlice: FeatureSliceCreator<UpgradesState> = (tools) => {
  const { api, patch, get } = tools;
  return {
    ...createGuardFixPart(tools),
    versions: null,
    checks: null,
    checking: false,
    error: null,
    async load() {
      const result = await api.invoke('versions:list', {});
      if (result.ok) patch({ versions: result.value });
    },
    async refresh() {
      const result = await api.invoke('versions:refresh', {});
      patch(result.ok ? { versions: result.value, error: null } : { error: result.error });
    },
    receive: (versions) => patch({ versions }),
    async dismiss(agent) {
      const result = await api.invoke('versions:dismiss-upgrade', { agent: agent as never });
      patch(result.ok ? { versions: result.value, error: null } : { error: result.error });
    },
    async runChecks() {
      if (get().upgrades.checking) return;
      patch({ checking: true, error: null });
      const roots = get().workspaces.list.flatMap((workspace) => workspace.roots.slice(0, 1));
      const checks = await runUpgradeChecks(api, roots, Date.now());
      patch({ checks, checking: false });
    },
  };
};
