import type { AppError, Result } from '../../../../shared/result';
import type {
  ApprovalInstallRequest,
  ApprovalStatus,
  ApprovalUninstallRequest,
} from '../../../../shared/schemas/approval';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { ApprovalsState } from './approvals-slice';
import type { LoadStatus } from '../../../store/store-types';

/** The setup part of `state.approvals`: the bridge and who asks it. */
export interface ApprovalSetupState {
  /** Whether the bridge listens, where, and which agents ask it in which scope. */
  bridge: ApprovalStatus | null;
  bridgeStatus: LoadStatus;
  bridgeError: AppError | null;
  /** An install or uninstall is on its way; the setup's buttons wait. */
  setupBusy: boolean;
  /** The last install or uninstall that failed (a settings file changed meanwhile, say). */
  setupError: AppError | null;
  loadBridge(): Promise<void>;
  install(request: ApprovalInstallRequest): Promise<void>;
  uninstall(request: ApprovalUninstallRequest): Promise<void>;
}

export const createApprovalSetup: FeatureSliceCreator<ApprovalsState, ApprovalSetupState> = ({
  api,
  patch,
  get,
}) => {
  const change = async (call: () => Promise<Result<ApprovalStatus>>) => {
    if (get().approvals.setupBusy) return;
    patch({ setupBusy: true, setupError: null });
    const result = await call();
    patch(
      result.ok
        ? { setupBusy: false, bridge: result.value }
        : { setupBusy: false, setupError: result.error },
    );
  };
  return {
    bridge: null,
    bridgeStatus: 'idle',
    bridgeError: null,
    setupBusy: false,
    setupError: null,

    async loadBridge() {
      if (get().approvals.bridgeStatus !== 'ready') patch({ bridgeStatus: 'loading' });
      const result = await api.invoke('approvals:status', {});
      patch(
        result.ok
          ? {
              bridgeStatus: 'ready',
              bridge: result.value,
              bridgeError: null,
            }
          : { bridgeStatus: 'error', bridgeError: result.error },
      );
    },

    install: (request) => change(() => api.invoke('approvals:install', request)),
    uninstall: (request) => change(() => api.invoke('approvals:uninstall', request)),
  };
};
