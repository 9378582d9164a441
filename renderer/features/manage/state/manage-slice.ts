import { hookLabel } from '../../../../shared/inventory/hook-label';
import type { AppError, Result } from '../../../../shared/result';
import type { AgentId } from '../../../../shared/schemas/agent';
import type { Adoption, ChangeRecord, CreateHookRequest } from '../../../../shared/schemas/editing';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import { createManageAgentTrust, type ManageAgentTrustState } from './manage-agent-trust';
import { createManageTrust, type ManageTrustState } from './manage-trust';

/** The dialogs of hook management; at most one is open. */
export type ManageDialog = 'new-hook' | 'disable-all' | 'trust-review';

/** How to take an action back: restore the change, or take the deleted hook out of the trash. */
export type Undo = { kind: 'change'; changeId: string } | { kind: 'trash'; trashId: string };

/**
 * What a manage action did, for the toast: a message key of the `toast.*` family and its params.
 * An action on one hook names it as its row shows it (`hook`: shared/inventory/hook-label.ts),
 * so that two hooks of one event are told apart.
 */
export type ToastMessage =
  | { what: 'disabled' | 'enabled' | 'deleted'; event: string | null; hook: string }
  | { what: 'disabled-all'; agent: AgentId }
  | { what: 'created'; event: string }
  | { what: 'undone' | 'redone' }
  | { what: 'off-here' | 'on-here' | 'released'; event: string | null; hook: string }
  | { what: 'edited'; event: string; hook: string };

/** The toast after a change: what happened, with Undo; or what failed, in words. */
export interface ManageToast {
  id: number;
  /** The screen the action was made on: the toast shows there only, not over every screen. */
  screen: string;
  message: ToastMessage | null;
  undo: Undo | null;
  /** Set when the action failed; `message` then names what was tried. */
  error: AppError | null;
}

/**
 * Hook management's state and actions, under `state.manage`; the trust review and the agent trust
 * dialog are parts of it.
 */
export interface ManageState extends ManageTrustState, ManageAgentTrustState {
  dialog: ManageDialog | null;
  /** Hooks with a switch or delete on the way; their controls wait. */
  busyHookIds: string[];
  toast: ManageToast | null;
  /** The toast's Undo (or Redo) is on the way: a second press waits for it. */
  undoing: boolean;
  createStatus: 'idle' | 'creating';
  createError: AppError | null;
  /** The hook the trust review opens on (from a row's marker); null: all of them. */
  reviewFocusHookId: string | null;
  openDialog(dialog: ManageDialog, focusHookId?: string): void;
  closeDialog(): void;
  /** Closes the toast; with an id, only if it is still that toast (a newer one stays). */
  dismissToast(id?: number): void;
  /** Switches a hook off (`on: false`) or back on in the scope on screen; toasts with Undo. */
  switchHook(hook: HookEntry, on: boolean): Promise<void>;
  /** Moves a hook to the trash; the toast's Undo takes it back out. */
  deleteHook(hook: HookEntry): Promise<void>;
  /** Turns every hook of one agent off in the workspace on screen, as one undoable change. */
  disableAll(agent: AgentId): Promise<void>;
  /** Takes back what the toast reports (a change or a deletion); the new toast offers Redo. */
  undoToast(): Promise<void>;
  /**
   * Creates hooks from a template. On success the dialog closes, the toast offers Undo, and the
   * editor opens on the new script; returns whether it worked (the dialog shows `createError`).
   */
  createHook(request: CreateHookRequest): Promise<boolean>;
  /** Toasts a change made elsewhere (an editor), with Undo of that change. */
  toastChange(message: ToastMessage, change: ChangeRecord): void;
  /** The adopted user-level hooks, with their rows and whether they run in the scope on screen. */
  adoptions: Adoption[];
  loadAdoptions(): Promise<void>;
  /**
   * Switches a user-level hook on or off in the workspace on screen only: the first time by
   * adopting it (on in every other registered workspace), then through its allowlist.
   */
  switchHookHere(hook: HookEntry, on: boolean): Promise<void>;
  /** Gives an adopted hook back to the agent: its original, byte for byte, everywhere. */
  releaseHook(hook: HookEntry): Promise<void>;
}

/** The adoption whose shim a row calls, if any. */
export const adoptionOf = (adoptions: Adoption[], hookId: string): Adoption | undefined =>
  adoptions.find((adoption) => adoption.hookIds.includes(hookId));

let toastIds = 0;

export const createManageSlice: FeatureSliceCreator<ManageState> = (tools) => {
  const { api, patch, get } = tools;
  const manage = () => get().manage;
  const toast = (message: ToastMessage | null, undo: Undo | null, error: AppError | null = null) =>
    patch({ toast: { id: ++toastIds, screen: get().screen, message, undo, error } });

  /** Runs a change for one hook, marks it busy meanwhile, and toasts the outcome. */
  const changeHook = async <T>(
    hook: HookEntry,
    message: ToastMessage,
    call: () => Promise<Result<T>>,
    undoOf: (value: T) => Undo,
  ): Promise<T | null> => {
    if (manage().busyHookIds.includes(hook.id)) return null;
    patch((current) => ({ busyHookIds: [...current.busyHookIds, hook.id] }));
    const result = await call();
    patch((current) => ({ busyHookIds: current.busyHookIds.filter((id) => id !== hook.id) }));
    if (result.ok) toast(message, undoOf(result.value));
    else toast(message, null, result.error);
    get().changes.afterChange();
    return result.ok ? result.value : null;
  };

  /**
   * Adopting or releasing rewrites the hook's command, so its row has a new id: the detail panel
   * follows it to that row instead of closing.
   */
  const follow = (from: string, to: string | undefined) => {
    if (to !== undefined && get().selectedHookId === from) get().selectHook(to);
  };

  return {
    dialog: null,
    busyHookIds: [],
    toast: null,
    undoing: false,
    createStatus: 'idle',
    createError: null,
    reviewFocusHookId: null,
    adoptions: [],
    openDialog: (dialog, focusHookId) =>
      patch({ dialog, createError: null, reviewFocusHookId: focusHookId ?? null }),
    closeDialog: () => patch({ dialog: null, reviewFocusHookId: null }),
    dismissToast: (id) => {
      if (id === undefined || manage().toast?.id === id) patch({ toast: null });
    },
    toastChange: (message, change) => toast(message, { kind: 'change', changeId: change.id }),
    async switchHook(hook, on) {
      const request = { scope: get().scope, hookId: hook.id, contentHash: hook.contentHash };
      await changeHook(
        hook,
        { what: on ? 'enabled' : 'disabled', event: hook.event, hook: hookLabel(hook) },
        () => api.invoke(on ? 'manage:enable-hook' : 'manage:disable-hook', request),
        (change: ChangeRecord) => ({ kind: 'change', changeId: change.id }),
      );
    },
    async deleteHook(hook) {
      const request = { scope: get().scope, hookId: hook.id, contentHash: hook.contentHash };
      if (get().selectedHookId === hook.id) get().selectHook(null);
      await changeHook(
        hook,
        { what: 'deleted', event: hook.event, hook: hookLabel(hook) },
        () => api.invoke('manage:delete-hook', request),
        ({ trashId }) => ({ kind: 'trash', trashId }),
      );
    },
    async disableAll(agent) {
      const { scope } = get();
      if (scope.kind !== 'workspace') return;
      const result = await api.invoke('manage:disable-all', {
        workspaceId: scope.workspaceId,
        agent,
      });
      patch({ dialog: null });
      if (result.ok)
        toast({ what: 'disabled-all', agent }, { kind: 'change', changeId: result.value.id });
      else toast({ what: 'disabled-all', agent }, null, result.error);
      get().changes.afterChange();
    },
    async undoToast() {
      const current = manage().toast;
      if (!current?.undo || manage().undoing) return;
      const redo = current.message?.what === 'undone';
      patch({ undoing: true });
      const result =
        current.undo.kind === 'change'
          ? await api.invoke('manage:restore-change', { changeId: current.undo.changeId })
          : await api.invoke('manage:restore-trash', { trashId: current.undo.trashId });
      patch({ undoing: false });
      const message: ToastMessage = { what: redo ? 'redone' : 'undone' };
      if (result.ok) toast(message, { kind: 'change', changeId: result.value.id });
      else toast(message, null, result.error);
      get().changes.afterChange();
    },
    async createHook(request) {
      if (manage().createStatus === 'creating') return false;
      patch({ createStatus: 'creating', createError: null });
      const result = await api.invoke('manage:create-hook', request);
      if (!result.ok) {
        patch({ createStatus: 'idle', createError: result.error });
        return false;
      }
      patch({ createStatus: 'idle', dialog: null });
      toast(
        { what: 'created', event: request.event },
        { kind: 'change', changeId: result.value.change.id },
      );
      await manage().trustAuthoredHooks(result.value.hookIds);
      get().changes.afterChange();
      const first = result.value.hookIds[0];
      if (first) void get().editor.openScript(request.scope, first);
      return true;
    },
    async loadAdoptions() {
      const { scope } = get();
      const result = await api.invoke('manage:list-adoptions', { scope });
      // A late answer for a scope no longer on screen is dropped.
      if (result.ok && get().scope === scope) patch({ adoptions: result.value });
    },
    async switchHookHere(hook, on) {
      const { scope, workspaces } = get();
      const { adoptions } = manage();
      if (scope.kind !== 'workspace') return;
      const adoption = adoptionOf(adoptions, hook.id);
      const message: ToastMessage = {
        what: on ? 'on-here' : 'off-here',
        event: hook.event,
        hook: hookLabel(hook),
      };
      const undo = (change: ChangeRecord): Undo => ({ kind: 'change', changeId: change.id });
      if (adoption) {
        const request = { adoptionId: adoption.id, workspaceId: scope.workspaceId, on };
        await changeHook(
          hook,
          message,
          () => api.invoke('manage:set-adopted-workspace', request),
          undo,
        );
        return;
      }
      const workspaceIds = workspaces.list
        .map((workspace) => workspace.id)
        .filter((id) => on || id !== scope.workspaceId);
      const request = { scope, hookId: hook.id, contentHash: hook.contentHash, workspaceIds };
      const known = new Set(adoptions.map((each) => each.id));
      const done = await changeHook(
        hook,
        message,
        () => api.invoke('manage:adopt-hook', request),
        undo,
      );
      if (!done) return;
      await manage().loadAdoptions();
      follow(hook.id, manage().adoptions.find((each) => !known.has(each.id))?.hookIds[0]);
    },
    async releaseHook(hook) {
      const adoption = adoptionOf(manage().adoptions, hook.id);
      if (!adoption) return;
      const change = await changeHook(
        hook,
        { what: 'released', event: hook.event, hook: hookLabel(hook) },
        () => api.invoke('manage:release-hook', { adoptionId: adoption.id }),
        (done: ChangeRecord) => ({ kind: 'change', changeId: done.id }),
      );
      // The release names the original's id, which the row has again.
      follow(hook.id, change?.hookIds[0]);
    },
    ...createManageTrust(tools),
    ...createManageAgentTrust(tools),
  };
};
