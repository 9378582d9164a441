import type { AppError, Result } from '../../../../shared/result';
import type {
  ApprovalInstallRequest,
  ApprovalStatus,
  ApprovalUninstallRequest,
} from '../../../../shared/schemas/approval';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

export interface ApprovalSetupSlice {
  /** Whether the bridge listens, where, and which agents ask it in which scope. */
  approvalStatus: ApprovalStatus | null;
  approvalStatusState: LoadStatus;
  approvalStatusError: AppError | null;
  /** An install or uninstall is on its way; the setup's buttons wait. */
  approvalSetupBusy: boolean;
  /** The last install or uninstall that failed (a settings file changed meanwhile, say). */
  approvalSetupError: AppError | null;
  loadApprovalStatus(): Promise<void>;
  installApprovals(request: ApprovalInstallRequest): Promise<void>;
  uninstallApprovals(request: ApprovalUninstallRequest): Promise<void>;
}

export const createApprovalSetupSlice: SliceCreator<ApprovalSetupSlice> = (api) => (set, get) => {
  const change = async (call: () => Promise<Result<ApprovalStatus>>) => {
    if (get().approvalSetupBusy) return;
    set({ approvalSetupBusy: true, approvalSetupError: null });
    const result = await call();
    set(
      result.ok
        ? { approvalSetupBusy: false, approvalStatus: result.value }
        : { approvalSetupBusy: false, approvalSetupError: result.error },
    );
  };
  return {
    approvalStatus: null,
    approvalStatusState: 'idle',
    approvalStatusError: null,
    approvalSetupBusy: false,
    approvalSetupError: null,

    async loadApprovalStatus() {
      if (get().approvalStatusState !== 'ready') set({ approvalStatusState: 'loading' });
      const result = await api.invoke('approvals:status', {});
      set(
        result.ok
          ? {
              approvalStatusState: 'ready',
              approvalStatus: result.value,
              approvalStatusError: null,
            }
          : { approvalStatusState: 'error', approvalStatusError: result.error },
      );
    },

    installApprovals: (request) => change(() => api.invoke('approvals:install', request)),
    uninstallApprovals: (request) => change(() => api.invoke('approvals:uninstall', request)),
  };
};
