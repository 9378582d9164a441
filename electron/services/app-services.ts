import { HookEvidence } from './evidence/hook-evidence';
import fs from 'node:fs';
import path from 'node:path';

import type { EventName, EventPayloadOf } from '../../shared/contract';
import { AppFailure } from '../../shared/result';
import type { AppInfo } from '../../shared/schemas/app';
import type { InventoryScope } from '../../shared/schemas/inventory';
import { agentCapabilities, discoveryDialects } from './agents/registry';
import { ApprovalInstaller } from './approvals/approval-installer';
import { ApprovalService } from './approvals/approval-service';
import { bundledEntry } from './platform/bundled-entry';
import { HistoryAccess } from './history/history-access';
import { pushHistoryEvents } from './history/history-pushed-events';
import { RecorderInstaller } from './history/recorder-installer';
import { ShimInstaller } from './shims/shim-installer';
import { auditEntriesOfRun } from './history/runner-recording';
import { DisposableStore, toDisposable } from './disposable-store';
import { Emitter } from './events';
import { BenchService } from './bench/bench-service';
import { placedDisabledRows } from './editing/disabled-hooks';
import { createEditingServices, type EditingServices } from './editing/editing-services';
import { listDisabledHooks } from './editing/switched-off-listing';
import { InventoryService } from './inventory/inventory-service';
import { InventoryWatcher } from './inventory/inventory-watcher';
import type { HostPaths } from './platform/host-paths';
import { ApprovalNotifications } from './notifications/approval-notifications';
import type { WithdrawingNotifier } from './notifier';
import { ReplayService } from './replay/replay-service';
import { ReplaySuites } from './replay/replay-suites';
import { HookMetrics } from './telemetry/metrics/hook-metrics';
import { TelemetryService } from './telemetry/telemetry-service';
import { HookRunner } from './runner/hook-runner';
import { runDialects } from './agents/registry';
import { TrustService } from './trust/trust-service';
import { AgentVersionWatch } from './agent-versions/agent-versions';
import { definedEnv, withAgentVersion } from './agent-versions/stamp-version';
import { GuardFix } from './guards/guard-fix';
import { RootPresenceMonitor } from './workspaces/root-presence-monitor';
import { WorkspaceDetector } from './workspaces/workspace-detector';
import { WorkspaceRegistry } from './workspaces/workspace-registry';

export interface AppServicesConfig {
  dataDir: string;
  paths: HostPaths;
  mode: AppInfo['mode'];
  version: string;
  /** Off for one-shot CLI commands: they need no file watching. */
  watch: boolean;
  /** The environment hooks inherit their base variables from (PATH, HOME, LANG…). */
  hostEnv?: NodeJS.ProcessEnv;
  /** Hookyard's resources folder (hook templates, shims): the app's, or the repo's in development. */
  resourcesDir: string;
  /** The user's preferred languages, first first (the OS's in the desktop app). */
  languages?: readonly string[];
  /** Desktop notifications; serve mode and the CLI have none. */
  notifier?: WithdrawingNotifier;
  /** The user clicked an approval's notification: show the inbox on it (the desktop app). */
  onOpenApproval?: (requestId: string) => void;
  /** Open the audit log (the app and serve); one-shot CLI commands leave it to `hookyard audit`. */
  audit: boolean;
  /** The Electron build of better-sqlite3 in the packaged app. */
  nativeBinding?: string;
  /**
   * The Node the agents start Hookyard's shims (recorder, approver) with; default: this process's
   * Node, or `node` on the agents' PATH in Electron, whose execPath would open a window per event.
   */
  agentNodePath?: string;
  /** Start the approvals bridge (default on); tests that need no listener switch it off. */
  approvalsBridge?: boolean;
  /** Replay and regression suites (issue 7): overrides every replayed hook's timeout. */
  replayTimeoutMs?: number;
  /**
   * The built process host replays start their hooks in (default: the bundled one; tests and
   * benches run from sources and pass one built by test/helpers/built-worker.ts).
   */
  processHost?: string;
  /** How often the installed agents' versions are read again (default 10 minutes; 0: only at start). */
  versionCheckMs?: number;
}

const VERSION_CHECK_MS = 10 * 60_000;

export type PushedEvent = { [E in EventName]: { event: E; payload: EventPayloadOf<E> } }[EventName];

/**
 * The composition root of the plain-Node services, shared by the Electron main process, `hookyard
 * serve` and the CLI: the only place that calls `new` on services. `dispose()` releases every
 * watcher and handle.
 */
export class AppServices {
  readonly info: AppInfo;
  readonly workspaces: WorkspaceRegistry;
  readonly detector: WorkspaceDetector;
  readonly inventory: InventoryService;
  readonly runner: HookRunner;
  readonly bench: BenchService;
  readonly editing: EditingServices;
  readonly trust: TrustService;
  // Audit recorder installer
  readonly recorder: RecorderInstaller;
  readonly approvals: ApprovalService;
  // Replay and regression suites (issue 7)
  readonly replay: ReplayService;
  readonly suites: ReplaySuites;
  // What really happened to watched hooks (issue 15)
  readonly evidence: HookEvidence;
  /** OTLP export of the audit log, and the Prometheus metrics of `/metrics` (issue 16). */
  readonly telemetry: TelemetryService;
  readonly metrics: HookMetrics;
  /** Installed agent versions and upgrades; the guard fix they gate (issue 15 §3, §5). */
  readonly versions: AgentVersionWatch;
  /** Hookyard's own runs (bench, replay) are made now, by the version installed now. */
  readonly #installedVersion = (agent: string) => this.versions.versionOf(agent);
  readonly guardFix: GuardFix;
  #audit: HistoryAccess | null = null;
  readonly #config: AppServicesConfig;
  readonly #watcher: InventoryWatcher | null;
  readonly #presence: RootPresenceMonitor;
  readonly #events = new Emitter<PushedEvent>();
  // Released in reverse order of adding (see #start): listeners first, the audit log late.
  readonly #disposables = new DisposableStore();
  /** Every event the renderer should hear, for the transports to forward. */
  readonly onDidPush = this.#events.event;

  private constructor(config: AppServicesConfig) {
    this.#config = config;
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    this.info = {
      version: config.version,
      dataDir: config.dataDir,
      platform: config.paths.platform,
      mode: config.mode,
      home: config.paths.home,
      agents: agentCapabilities(),
    };
    this.workspaces = new WorkspaceRegistry({ dataDir: config.dataDir });
    this.detector = new WorkspaceDetector({ paths: config.paths });
    const approverShim = path.join(config.resourcesDir, 'shims', 'hookyard-approver.js');
    // Made below (it edits through the engine, which reads the inventory); asked at each scan.
    let approvalInstaller: ApprovalInstaller | null = null;
    this.inventory = new InventoryService({
      dialects: discoveryDialects(),
      ownHooks: {
        approvalShimPath: approverShim,
        approvalFiles: async () => (await approvalInstaller?.installedFiles()) ?? [],
      },
      registry: this.workspaces,
      paths: config.paths,
      extraRows: async (target) =>
        placedDisabledRows(
          await listDisabledHooks(target, { dataDir: config.dataDir, paths: config.paths }),
        ),
    });
    this.editing = createEditingServices({
      dataDir: config.dataDir,
      paths: config.paths,
      lookup: this.inventory,
      workspaces: this.workspaces,
      templatesDir: path.join(config.resourcesDir, 'templates'),
      workspaceShim: path.join(config.resourcesDir, 'shims', 'hookyard-workspace-shim.js'),
      hostEnv: config.hostEnv,
    });
    this.trust = new TrustService({
      dataDir: config.dataDir,
      lookup: this.inventory,
      workspaces: this.workspaces,
      notifier: config.notifier ?? { notify: () => undefined },
      languages: config.languages,
    });
    this.runner = new HookRunner({ dialects: runDialects() });
    this.versions = new AgentVersionWatch({
      agents: this.info.agents,
      dataDir: config.dataDir,
      env: () => definedEnv(config.hostEnv ?? process.env),
      notifier: config.notifier ?? { notify: () => undefined },
      intervalMs: config.versionCheckMs ?? VERSION_CHECK_MS,
    });
    this.guardFix = new GuardFix({
      lookup: this.inventory,
      entries: this.editing.entries,
      versionOf: (agent) => this.versions.versionOf(agent),
    });
    this.bench = new BenchService({
      inventory: this.inventory,
      runner: this.runner,
      workspaces: this.workspaces,
      trust: this.trust,
      home: config.paths.home,
      hostEnv: config.hostEnv ?? process.env,
      recordRun: (outcome, payload) =>
        this.#audit?.available?.append(
          withAgentVersion(auditEntriesOfRun(outcome, payload), this.#installedVersion),
        ),
      versionOf: (agent) => this.versions.versionOf(agent),
    });
    const agentNodePath =
      config.agentNodePath ?? (process.versions.electron ? 'node' : process.execPath);
    // The one shim installer (recorder and approvals), and each feature's view of it.
    const shims = new ShimInstaller({
      engine: this.editing.engine,
      workspaces: this.workspaces,
      ctx: {
        paths: config.paths,
        dataDir: config.dataDir,
        nodePath: agentNodePath,
        recorderPath: path.join(config.resourcesDir, 'shims', 'hookyard-record.js'),
        approverPath: approverShim,
      },
    });
    this.recorder = new RecorderInstaller({ shims, workspaces: this.workspaces });
    approvalInstaller = new ApprovalInstaller({ shims });
    this.telemetry = new TelemetryService({
      dataDir: config.dataDir,
      version: config.version,
      onError: (error) => console.error('Export:', error),
    });
    this.metrics = new HookMetrics({
      dataDir: config.dataDir,
      approvalsWaiting: () => this.approvals.pending().length,
      exportBacklogBytes: () => this.telemetry.status().backlogBytes,
      nativeBinding: config.nativeBinding,
    });
    this.approvals = new ApprovalService({
      metrics: this.metrics,
      dataDir: config.dataDir,
      platform: config.paths.platform,
      bridge: config.approvalsBridge ?? true,
      installer: approvalInstaller,
      audit: () => {
        const audit = this.#audit?.available;
        return audit ? (entries) => void audit.append(entries) : null;
      },
      onError: (error) => console.error('Approvals:', error),
    });
    // Replay and regression suites (issue 7)
    // The audit log opens after construction (in #start); it is looked up at each use.
    const audit = () => {
      if (!this.#audit) throw new AppFailure('conflict', 'failure.audit-not-open-here');
      return this.#audit.service;
    };
    this.evidence = new HookEvidence({
      watch: this.editing.watch,
      lookup: this.inventory,
      workspaces: this.workspaces,
      audit,
      dataDir: config.dataDir,
    });
    this.replay = new ReplayService({
      inventory: this.inventory,
      workspaces: this.workspaces,
      trust: this.trust,
      runner: this.runner,
      home: config.paths.home,
      hostEnv: config.hostEnv ?? process.env,
      processHost: config.processHost ?? bundledEntry('hook-process-host'),
      audit,
      record: (entries) =>
        this.#audit?.available?.append(withAgentVersion(entries, this.#installedVersion)),
      timeoutMs: config.replayTimeoutMs,
    });
    this.suites = new ReplaySuites({
      replay: this.replay,
      workspaces: this.workspaces,
      engine: this.editing.engine,
      audit,
      dataDir: config.dataDir,
    });
    this.#presence = new RootPresenceMonitor({ registry: this.workspaces });
    this.#watcher = config.watch
      ? new InventoryWatcher({ inventory: this.inventory, listScopes: () => this.#allScopes() })
      : null;
  }

  static async create(config: AppServicesConfig): Promise<AppServices> {
    const services = new AppServices(config);
    await services.#start();
    return services;
  }

  /** The audit log; AppFailure('conflict') with the reason when it could not be opened here. */
  get audit(): HistoryAccess {
    if (!this.#audit) throw new Error('The audit log is not opened in this process.');
    return this.#audit;
  }

  async #start(): Promise<void> {
    const store = this.#disposables;
    // Last released: what every other service may still use on its way out.
    store.add(
      this.workspaces,
      this.runner,
      toDisposable(() => this.#events.clear()),
      toDisposable(() => this.metrics.dispose()),
    );
    if (this.#config.audit) {
      this.#audit = store.add(
        await HistoryAccess.open({
          dataDir: this.#config.dataDir,
          paths: this.#config.paths,
          env: this.#config.hostEnv ?? process.env,
          importIntervalMs: this.#config.watch ? 5_000 : 0,
          // The app and serve show their window and answer approvals while a large log indexes.
          syncInBackground: this.#config.watch,
          agentVersionAt: (agent, ts) => this.versions.versionAt(agent, ts),
          nativeBinding: this.#config.nativeBinding,
        }),
      );
      const audit = this.#audit.available;
      if (audit) {
        store.add(
          pushHistoryEvents(audit, (event) => this.#events.fire(event)),
          // Export follows the log wherever the log is written (the app, serve).
          audit.onDidAppend((entries) => {
            this.metrics.countAppended(entries);
            this.telemetry.wake();
          }),
          this.telemetry,
        );
        this.telemetry.start();
        this.metrics.warmUpLater((error) => console.error('Metrics:', error));
        // The long-lived processes, whose users open History; a one-shot command asks its own.
        if (this.#config.watch) audit.warmFirstPageSoon();
      }
    }
    // Released before the audit log closes: the requests answered on the way out are recorded.
    store.add(this.replay);
    await this.approvals.start();
    store.add(this.approvals, this.bench);
    const { notifier, onOpenApproval } = this.#config;
    if (notifier && onOpenApproval) {
      store.add(
        new ApprovalNotifications({
          approvals: this.approvals,
          notifier,
          languages: this.#config.languages,
          onOpen: onOpenApproval,
        }),
      );
    }
    store.add(
      this.bench.onDidOutput((payload) => this.#events.fire({ event: 'runner:output', payload })),
      this.bench.onDidProgress((payload) =>
        this.#events.fire({ event: 'runner:hook-progressed', payload }),
      ),
      // Replay and regression suites (issue 7)
      this.replay.onDidProgress((payload) =>
        this.#events.fire({ event: 'replay:progress', payload }),
      ),
      this.workspaces.onDidChange(() => {
        this.#events.fire({ event: 'workspaces:changed', payload: {} });
        void this.#watcher?.refresh();
      }),
      this.versions,
      this.versions.onDidChange((payload) =>
        this.#events.fire({ event: 'versions:changed', payload }),
      ),
      this.approvals.onDidChange((pending) =>
        this.#events.fire({ event: 'approvals:changed', payload: { pending } }),
      ),
    );
    if (this.#watcher) {
      store.add(
        this.#watcher,
        this.#watcher.onDidChange((scope) => {
          this.#events.fire({ event: 'inventory:changed', payload: { scope } });
          if (scope.kind === 'workspace') void this.#announceRootPresence();
        }),
      );
      await this.#presence.changed();
      await this.#watcher.start();
      // Not awaited: `--version` of five agents must not hold up the window.
      void this.versions.start().catch((error) => console.error('Agent versions:', error));
    }
  }

  /** A root deleted or restored changes how the sidebar lists its workspace. */
  async #announceRootPresence(): Promise<void> {
    if (await this.#presence.changed().catch(() => false)) {
      this.#events.fire({ event: 'workspaces:changed', payload: {} });
    }
  }

  async #allScopes(): Promise<InventoryScope[]> {
    const workspaces = await this.workspaces.list();
    return [
      { kind: 'user' },
      ...workspaces.map((workspace) => ({ kind: 'workspace' as const, workspaceId: workspace.id })),
    ];
  }

  async dispose(): Promise<void> {
    await this.#disposables.dispose();
  }
}
