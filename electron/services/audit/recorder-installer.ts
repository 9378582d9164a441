import path from 'node:path';
import { CLAUDE_CODE, CLINE_CLI, CLINE_SHIM, CLINE_VSCODE } from '../../../shared/agents/agent-ids';

import { type ChangeText } from '../../../shared/i18n/change-text';
import { AppFailure } from '../../../shared/result';
import type {
  RecorderChange,
  RecorderInstallRequest,
  RecorderPreview,
  RecorderStatus,
  RecorderTarget,
} from '../../../shared/schemas/audit-recorder';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { Workspace } from '../../../shared/schemas/workspace';
import { hookId } from '../agents/hook-id';
import { absentSnapshot, type EditEngine, type PlannedWrite } from '../editing/edit-engine';
import { readSnapshot, snapshotText } from '../editing/file-snapshot';
import { parseJsonDocument } from '../editing/json-document';
import type { HostPaths } from '../platform/host-paths';
import {
  isRecorderHookFile,
  planRecorderInstall,
  RECORDER_DEFAULT_EVENTS,
  type RecorderInstallPlan,
  type RecorderInstallStep,
} from '../agents/recorder-install-plan';
import {
  planSettingsInstall,
  planSettingsUninstall,
  recorderLocators,
  type SettingsEdit,
} from './recorder-settings-edits';
import { codedText } from '../../../shared/i18n/coded-text';

type FileStep = Extract<RecorderInstallStep, { kind: 'hook-file' }>;
type SettingsStep = Extract<RecorderInstallStep, { kind: 'settings-hook' }>;

export interface RecorderInstallerDeps {
  engine: EditEngine;
  workspaces: { list(): Promise<Workspace[]>; get(workspaceId: string): Promise<Workspace> };
  paths: HostPaths;
  dataDir: string;
  /** Where hookyard-record.js is. */
  recorderPath: string;
  /** A Node executable the agents can start. */
  nodePath: string;
}

const AGENTS = [CLAUDE_CODE, CLINE_SHIM] as const;

/**
 * "Record this workspace" / "Record user level", per agent: applies planRecorderInstall through
 * the edit engine (atomic writes, backups in Changes, refused when a file changed meanwhile) and
 * takes it away again. Claude Code: one recorder handler per event in the user's settings.json or
 * each root's `.claude/settings.local.json`, with format-preserving edits. Cline: one executable
 * wrapper per event in `<Documents>/Cline/Hooks` or each root's `.clinerules/hooks`; a file of
 * someone else's at one of those paths refuses the whole install. Uninstall removes only the
 * entries and files of this data folder's recorder.
 */
export class RecorderInstaller {
  readonly #deps: RecorderInstallerDeps;

  constructor(deps: RecorderInstallerDeps) {
    this.#deps = deps;
  }

  /** Every agent at user level and in every registered workspace. */
  async statusAll(): Promise<RecorderStatus[]> {
    const workspaces = await this.#deps.workspaces.list();
    const scopes: InventoryScope[] = [
      { kind: 'user' },
      ...workspaces.map((workspace) => ({ kind: 'workspace' as const, workspaceId: workspace.id })),
    ];
    const all = scopes.flatMap((scope) => AGENTS.map((agent) => ({ agent, scope })));
    return Promise.all(all.map((target) => this.status(target)));
  }

  async status(target: RecorderTarget): Promise<RecorderStatus> {
    const base = { agent: target.agent, scope: target.scope };
    const plan = await this.#plan(target);
    if (!plan.ok) {
      return {
        ...base,
        state: 'off',
        installedEvents: 0,
        plannedEvents: 0,
        files: [],
        problem: plan.failure.toAppError(),
      };
    }
    const installed = await Promise.all(plan.steps.map((step) => this.#isInstalled(step)));
    const count = installed.filter(Boolean).length;
    const files = [...new Set(plan.steps.filter((_, i) => installed[i]).map((step) => step.file))];
    return {
      ...base,
      state: count === 0 ? 'off' : count === plan.steps.length ? 'on' : 'partial',
      installedEvents: count,
      plannedEvents: plan.steps.length,
      files,
      problem: null,
    };
  }

  /**
   * Installs what is missing on the chosen events (every event when none are named);
   * AppFailure('conflict') when a planned hook file is someone else's, 'invalid-request' when an
   * event is not one the recorder can hook here.
   */
  install(request: RecorderInstallRequest): Promise<RecorderChange> {
    return this.#change(request, 'create', (steps) =>
      this.#installEdits(chosenSteps(steps, request.events)),
    );
  }

  /**
   * What `install` would write for these events (the default set when none are named), file by
   * file, without writing anything: shown to the user before they confirm.
   */
  async preview(request: RecorderInstallRequest): Promise<RecorderPreview> {
    const plan = await this.#plan(request);
    const base = { agent: request.agent, scope: request.scope };
    const empty = { events: [], defaultEvents: [], chosen: [], files: [] };
    if (!plan.ok) return { ...base, ...empty, problem: plan.failure.toAppError() };
    const events = [...new Set(plan.steps.map((step) => step.event))];
    const defaultEvents = RECORDER_DEFAULT_EVENTS[request.agent].filter((e) => events.includes(e));
    const chosen = request.events ?? defaultEvents;
    try {
      const steps = chosenSteps(plan.steps, chosen);
      const edits = await this.#installEdits(steps);
      const files = await Promise.all(
        edits
          .flatMap((edit) => edit.writes)
          .map((write) => previewOf(write, steps, this.#deps.dataDir)),
      );
      return { ...base, events, defaultEvents, chosen, files: files.flat(), problem: null };
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error;
      return { ...base, events, defaultEvents, chosen, files: [], problem: error.toAppError() };
    }
  }

  async #installEdits(steps: RecorderInstallStep[]): Promise<SettingsEdit[]> {
    const edits: SettingsEdit[] = [];
    for (const [file, fileSteps] of bySettingsFile(steps))
      edits.push(await planSettingsInstall(file, fileSteps, this.#deps.dataDir));
    for (const step of steps.filter(isFileStep)) edits.push(await this.#fileInstall(step));
    return edits;
  }

  /** Removes this data folder's recorder entries and files, and nothing else. */
  uninstall(target: RecorderTarget): Promise<RecorderChange> {
    return this.#change(target, 'edit', async (steps) => {
      const edits: SettingsEdit[] = [];
      for (const file of bySettingsFile(steps).keys())
        edits.push(await planSettingsUninstall(file, this.#deps.dataDir));
      for (const step of steps.filter(isFileStep)) edits.push(await this.#fileUninstall(step));
      return edits;
    });
  }

  #change(
    target: RecorderTarget,
    operation: 'create' | 'edit',
    planEdits: (steps: RecorderInstallStep[]) => Promise<SettingsEdit[]>,
  ): Promise<RecorderChange> {
    return this.#deps.engine.exclusive(async () => {
      const plan = await this.#plan(target);
      if (!plan.ok) throw plan.failure;
      const edits = await planEdits(plan.steps);
      const writes = edits.flatMap((edit) => edit.writes);
      const events = edits.reduce((sum, edit) => sum + edit.events, 0);
      const change = await this.#apply({
        operation,
        hookIds: edits.flatMap((edit) => edit.hookIds),
        summary: [await this.#summary(target, operation, events)],
        writes,
      });
      return { change, status: await this.status(target) };
    });
  }

  async #apply(request: Parameters<EditEngine['apply']>[0]): Promise<ChangeRecord> {
    if (request.writes.length === 0) {
      throw new AppFailure(
        'invalid-request',
        request.operation === 'create'
          ? 'failure.recorder-already-installed'
          : 'failure.recorder-not-installed',
      );
    }
    return this.#deps.engine.apply(request);
  }

  async #fileInstall(step: FileStep): Promise<SettingsEdit> {
    if (await this.#isInstalled(step)) return { writes: [], hookIds: [], events: 0 };
    const snapshot = await absentSnapshot(step.file).catch((error: unknown) => {
      if (error instanceof AppFailure && error.code === 'conflict') {
        throw new AppFailure('conflict', 'failure.recorder-path-taken', { file: step.file });
      }
      throw error;
    });
    const write: PlannedWrite = {
      kind: 'write',
      snapshot,
      bytes: Buffer.from(step.content, 'utf8'),
      mode: step.mode,
    };
    return { writes: [write], hookIds: clineHookIds(step.file), events: 1 };
  }

  async #fileUninstall(step: FileStep): Promise<SettingsEdit> {
    const snapshot = await readSnapshot(step.file);
    if (snapshot.bytes === null || !isRecorderHookFile(snapshotText(snapshot), this.#deps.dataDir))
      return { writes: [], hookIds: [], events: 0 };
    return { writes: [{ kind: 'delete', snapshot }], hookIds: clineHookIds(step.file), events: 1 };
  }

  async #isInstalled(step: RecorderInstallStep): Promise<boolean> {
    const snapshot = await readSnapshot(step.file).catch(() => null);
    if (!snapshot?.bytes) return false;
    const text = snapshotText(snapshot);
    if (step.kind === 'hook-file') return isRecorderHookFile(text, this.#deps.dataDir);
    try {
      const doc = parseJsonDocument(text, step.file);
      return recorderLocators(doc, this.#deps.dataDir).some((at) => at.event === step.event);
    } catch {
      return false;
    }
  }

  /** The plan over every root of a workspace (one per root), or the user level's. */
  async #plan(target: RecorderTarget): Promise<RecorderInstallPlan> {
    const { paths, dataDir, recorderPath, nodePath } = this.#deps;
    const input = { agent: target.agent, paths, dataDir, recorderPath, nodePath };
    if (target.scope.kind === 'user')
      return planRecorderInstall({ ...input, scope: { kind: 'user' } });
    const workspace = await this.#deps.workspaces.get(target.scope.workspaceId);
    const steps: RecorderInstallStep[] = [];
    for (const root of workspace.roots) {
      const plan = planRecorderInstall({ ...input, scope: { kind: 'workspace', root } });
      if (!plan.ok) return plan;
      steps.push(...plan.steps);
    }
    return { ok: true, steps };
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

/** The steps of the chosen events; an event the plan does not have is refused, not ignored. */
function chosenSteps(
  steps: RecorderInstallStep[],
  events: readonly string[] | undefined,
): RecorderInstallStep[] {
  if (events === undefined) return steps;
  const unknown = events.find((event) => !steps.some((step) => step.event === event));
  if (unknown !== undefined)
    throw new AppFailure('invalid-request', 'failure.recorder-event-unknown', { event: unknown });
  return steps.filter((step) => events.includes(step.event));
}

/** How much a planned write adds to the user's file (Hookyard's manifest is not theirs). */
function previewOf(
  write: PlannedWrite,
  steps: RecorderInstallStep[],
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

function isFileStep(step: RecorderInstallStep): step is FileStep {
  return step.kind === 'hook-file';
}

function bySettingsFile(steps: RecorderInstallStep[]): Map<string, SettingsStep[]> {
  const files = new Map<string, SettingsStep[]>();
  for (const step of steps) {
    if (step.kind !== 'settings-hook') continue;
    files.set(step.file, [...(files.get(step.file) ?? []), step]);
  }
  return files;
}

/** A Cline hook file is one inventory row per runtime; both read the recorder's folders. */
function clineHookIds(file: string): string[] {
  const name = file.split(/[\\/]/).at(-1) ?? file;
  return [hookId(CLINE_CLI, file, name), hookId(CLINE_VSCODE, file, name)];
}
