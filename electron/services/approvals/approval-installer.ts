import { AppFailure } from '../../../shared/result';
import type {
  ApprovalInstall,
  ApprovalInstallRequest,
  ApprovalUninstallRequest,
} from '../../../shared/schemas/approval';
import { agentsOfShimTarget, shimsOfTarget } from '../agents/registry';
import type { ApproverOptions, ShimStep } from '../agents/shim-install';
import type { InstallRecord } from '../shims/install-records';
import type { ShimInstaller, ShimRef } from '../shims/shim-installer';
import type { BridgeAddress } from './bridge-address';
import { codedText } from '../../../shared/i18n/coded-text';

/**
 * Approvals › Connect: installs and removes the approver for an agent target at user level or
 * in one workspace root, through the one shim installer (atomic, backed up, refused when a file
 * changed under it, in the change history, recorded in installs.json). The agent writes the
 * hooks (`Agent.shims.approver`); the mode defaults to the first the agent offers.
 */
export class ApprovalInstaller {
  readonly #shims: ShimInstaller;

  constructor(deps: { shims: ShimInstaller }) {
    this.#shims = deps.shims;
  }

  async installs(): Promise<ApprovalInstall[]> {
    return (await this.#records()).map((record) => ({
      agent: record.target as ApprovalInstall['agent'],
      scope: record.scope as ApprovalInstall['scope'],
      mode: record.mode ?? 'command',
      failMode: record.failMode ?? 'closed',
    }));
  }

  /** The settings or hook files of every install (how the inventory knows Hookyard's own). */
  async installedFiles(): Promise<string[]> {
    return (await this.#records()).flatMap((record) => [
      ...record.settingsFiles.map((info) => info.file),
      ...record.hookFiles.map((hookFile) => hookFile.file),
    ]);
  }

  /** AppFailure('conflict') when this agent and scope already have an install. */
  install(request: ApprovalInstallRequest, bridge: BridgeAddress): Promise<void> {
    return this.#shims.exclusive(async () => {
      const target = ref(request);
      if (await this.#shims.find(target))
        throw new AppFailure('conflict', 'failure.approvals-already-installed');
      const offered = agentsOfShimTarget(request.agent)[0]?.capabilities.shim?.modes ?? [];
      const mode = request.mode ?? offered[0] ?? 'command';
      const options = { mode, failMode: request.failMode, bridge: endpoint(bridge) };
      const steps = this.#steps(request, options);
      // An http entry carries the bridge's secret: no other account may read that file.
      const plan = await this.#shims.plan(target, steps, { ...options, private: mode === 'http' });
      const file = steps[0]?.file ?? '';
      const summary = codedText('change.approvals-installed', {
        agent: request.agent,
        mode,
        failMode: request.failMode,
        file,
      });
      await this.#shims.apply(plan, summary, 'failure.approvals-already-installed');
    });
  }

  /** AppFailure('not-found') when nothing is installed there. */
  uninstall(request: ApprovalUninstallRequest): Promise<void> {
    return this.#shims.exclusive(async () => {
      const record = await this.#shims.find(ref(request));
      if (!record) throw new AppFailure('not-found', 'failure.approvals-not-installed');
      const summary = codedText('change.approvals-removed', {
        agent: request.agent,
        file: filesOf(record)[0] ?? '',
      });
      await this.#shims.uninstall(ref(request), summary, 'failure.approvals-not-installed');
    });
  }

  /**
   * Points the installed http hooks at the bridge's new port and secret (the previous port was
   * taken when Hookyard started), one recorded change per install that needs it.
   */
  repoint(bridge: { port: number; secret: string }): Promise<void> {
    return this.#shims.exclusive(async () => {
      for (const record of await this.#records()) {
        if (record.mode !== 'http') continue;
        const request = { agent: record.target, scope: record.scope } as ApprovalUninstallRequest;
        const options = { mode: record.mode, failMode: record.failMode ?? 'closed', bridge };
        const summary = codedText('change.approvals-repointed', {
          file: filesOf(record)[0] ?? '',
          port: bridge.port,
        });
        await this.#shims.rewrite(ref(request), this.#steps(request, options), summary);
      }
    });
  }

  #steps(request: ApprovalUninstallRequest, options: ApproverOptions): ShimStep[] {
    return shimsOfTarget(request.agent).approver(this.#shims.context, request.scope, options);
  }

  async #records(): Promise<InstallRecord[]> {
    return (await this.#shims.records()).filter((record) => record.purpose === 'approvals');
  }
}

function ref(request: ApprovalUninstallRequest): ShimRef {
  return { purpose: 'approvals', target: request.agent, scope: request.scope };
}

function endpoint(bridge: BridgeAddress): ApproverOptions['bridge'] {
  return { port: bridge.port ?? 0, secret: bridge.secret };
}

function filesOf(record: InstallRecord): string[] {
  return [...record.settingsFiles, ...record.hookFiles].map((each) => each.file);
}
