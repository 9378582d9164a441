import path from 'node:path';

import { type ChangeText } from '../../../shared/i18n/change-text';
import { AppFailure } from '../../../shared/result';
import type {
  RecorderChange,
  RecorderInstallRequest,
  RecorderPreview,
  RecorderStatus,
  RecorderTarget,
} from '../../../shared/schemas/history-recorder';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { Workspace } from '../../../shared/schemas/workspace';
import { shimsOfTarget, shimTargets } from '../agents/registry';
import type { ShimStep } from '../agents/shim-install';
import type { PlannedWrite } from '../editing/edit-engine';
import type { ShimInstaller, ShimRef } from '../shims/shim-installer';
import { codedText } from '../../../shared/i18n/coded-text';

export interface RecorderInstallerDeps {
  shims: ShimInstaller;
  workspaces: { list(): Promise<Workspace[]>; get(workspaceId: string): Promise<Workspace> };
}

const NO_CHOICE = { mode: null, failMode: null } as const;

/**
 * History › Recording: "Record this workspace" / "Record user level", per agent target, through
 * the one shim installer. The agent plans the recorder's hooks for each root of the scope
 * (`Agent.shims.recorder`); this picks the chosen events, previews, and reports how much of the
 * plan is in place (`on`, `partial` after an event was removed by hand, `off`).
 */
export class RecorderInstaller {
  readonly #deps: RecorderInstallerDeps;

  constructor(deps: RecorderInstallerDeps) {
    this.#deps = deps;
  }

  /** Every agent target at user level and in every registered workspace. */
  async statusAll(): Promise<RecorderStatus[]> {
    const workspaces = await this.#deps.workspaces.list();
    const scopes: InventoryScope[] = [
      { kind: 'user' },
      ...workspaces.map((workspace) => ({ kind: 'workspace' as const, workspaceId: workspace.id })),
    ];
    const targets = shimTargets() as RecorderTarget['agent'][];
    const all = scopes.flatMap((scope) => targets.map((agent) => ({ agent, scope })));
    return Promise.all(all.map((target) => this.status(target)));
  }

  async status(target: RecorderTarget): Promise<RecorderStatus> {
    const base = { agent: target.agent, scope: target.scope };
    let steps: ShimStep[];
    try {
      steps = await this.#plan(target);
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error;
      const off = { state: 'off' as const, installedEvents: 0, plannedEvents: 0, files: [] };
      return { ...base, ...off, problem: error.toAppError() };
    }
    const present = await this.#deps.shims.inPlace(ref(target));
    const installed = steps.filter((step) => present.has(`${step.file}\0${step.event}`));
    const count = installed.length;
    return {
      ...base,
      state: count === 0 ? 'off' : count === steps.length ? 'on' : 'partial',
      installedEvents: count,
      plannedEvents: steps.length,
      files: [...new Set(installed.map((step) => step.file))],
      problem: null,
    };
  }

  /**
   * Installs what is missing on the chosen events (every event when none are named);
   * AppFailure('conflict') when a planned hook file is someone else's, 'invalid-request' when an
   * event is not one the recorder can hook here.
   */
  install(request: RecorderInstallRequest): Promise<RecorderChange> {
    return this.#exclusive(async () => {
      const steps = chosenSteps(await this.#plan(request), request.events);
      const plan = await this.#deps.shims.plan(ref(request), steps, NO_CHOICE);
      const summary = await this.#summary(request, 'create', plan.added.length);
      const change = await this.#deps.shims.apply(
        plan,
        summary,
        'failure.recorder-already-installed',
      );
      return { change, status: await this.status(request) };
    });
  }

  /**
   * What `install` would write for these events (the default set when none are named), file by
   * file, without writing anything: shown to the user before they confirm.
   */
  async preview(request: RecorderInstallRequest): Promise<RecorderPreview> {
    const base = { agent: request.agent, scope: request.scope };
    let all: ShimStep[];
    try {
      all = await this.#plan(request);
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error;
      const empty = { events: [], defaultEvents: [], chosen: [], files: [] };
      return { ...base, ...empty, problem: error.toAppError() };
    }
    const events = [...new Set(all.map((step) => step.event))];
    const defaults = shimsOfTarget(request.agent).recorderDefaultEvents;
    const defaultEvents = defaults.filter((event) => events.includes(event));
    const chosen = request.events ?? defaultEvents;
    try {
      const steps = chosenSteps(all, chosen);
      const plan = await this.#deps.shims.plan(ref(request), steps, NO_CHOICE);
      const dataDir = this.#deps.shims.context.dataDir;
      const files = plan.writes.flatMap((write) => previewOf(write, plan.added, dataDir));
      return { ...base, events, defaultEvents, chosen, files, problem: null };
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error;
      return { ...base, events, defaultEvents, chosen, files: [], problem: error.toAppError() };
    }
  }

  /** Removes what this data folder's recorder install added there, and nothing else. */
  uninstall(target: RecorderTarget): Promise<RecorderChange> {
    return this.#exclusive(async () => {
      const installed = await this.status(target);
      const summary = await this.#summary(target, 'edit', installed.installedEvents);
      const change = await this.#deps.shims.uninstall(
        ref(target),
        summary,
        'failure.recorder-not-installed',
      );
      return { change, status: await this.status(target) };
    });
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.#deps.shims.exclusive(work);
  }

  /** The recorder's steps over every root of a workspace, or the user level's. */
  async #plan(target: RecorderTarget): Promise<ShimStep[]> {
    const shims = shimsOfTarget(target.agent);
    const ctx = this.#deps.shims.context;
    if (target.scope.kind === 'user') return shims.recorder(ctx, { kind: 'user' });
    const workspace = await this.#deps.workspaces.get(target.scope.workspaceId);
    return workspace.roots.flatMap((root) => shims.recorder(ctx, { kind: 'workspace', root }));
  }

  async #summary(
    target: RecorderTarget,
    operation: 'create' | 'edit',
    count: number,
  ): Promise<ChangeText> {
    const { agent, scope } = target;
    if (scope.kind === 'user') {
      return codedText(
        operation === 'create' ? 'change.recorder-installed-user' : 'change.recorder-removed-user',
        { agent, count },
      );
    }
    const workspace = (await this.#deps.workspaces.get(scope.workspaceId)).name;
    return codedText(
      operation === 'create'
        ? 'change.recorder-installed-workspace'
        : 'change.recorder-removed-workspace',
      { agent, workspace, count },
    );
  }
}

function ref(target: RecorderTarget): ShimRef {
  return { purpose: 'recorder', target: target.agent, scope: target.scope };
}

/** The steps of the chosen events; an event the plan does not have is refused, not ignored. */
function chosenSteps(steps: ShimStep[], events: readonly string[] | undefined): ShimStep[] {
  if (events === undefined) return steps;
  const unknown = events.find((event) => !steps.some((step) => step.event === event));
  if (unknown !== undefined)
    throw new AppFailure('invalid-request', 'failure.recorder-event-unknown', { event: unknown });
  return steps.filter((step) => events.includes(step.event));
}

/** How much a planned write adds to the user's file (Hookyard's record file is not theirs). */
function previewOf(
  write: PlannedWrite,
  steps: ShimStep[],
  dataDir: string,
): RecorderPreview['files'] {
  const file = write.snapshot.path;
  if (write.kind !== 'write' || file.startsWith(dataDir + path.sep)) return [];
  const before = write.snapshot.bytes ?? Buffer.alloc(0);
  const lines = (bytes: Buffer) => bytes.toString('utf8').split('\n').length - 1;
  return [
    {
      file,
      created: write.snapshot.bytes === null,
      events: steps.filter((step) => step.file === file).map((step) => step.event),
      addedLines: Math.max(0, lines(write.bytes) - lines(before)),
      addedBytes: write.bytes.length - before.length,
    },
  ];
}
