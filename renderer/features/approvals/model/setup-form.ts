import { SHIM_TARGETS } from '../../../../shared/agents/agent-ids';
import type {
  ApprovalFailMode,
  ApprovalInstallAgent,
  ApprovalInstallMode,
  ApprovalInstallRequest,
  ApprovalInstallScope,
} from '../../../../shared/schemas/approval';
import type { ShimTarget } from '../../shell/agent-capabilities';

/** The install form: which agent, where ('' = user level, else a workspace root), how. */
export interface SetupForm {
  agent: ApprovalInstallAgent;
  root: string;
  mode: ApprovalInstallMode;
  failMode: ApprovalFailMode;
}

/** Fail open by default: with fail closed, an agent denies every tool while Hookyard is not running. */
export const NEW_SETUP_FORM: SetupForm = {
  agent: SHIM_TARGETS[0],
  root: '',
  mode: 'http',
  failMode: 'open',
};

function setupScope(root: string): ApprovalInstallScope {
  return root ? { kind: 'workspace', root } : { kind: 'user' };
}

/** The install request the form describes; a target with one mode only (Cline's hook files) has no mode. */
export function installRequest(form: SetupForm, shim: ShimTarget): ApprovalInstallRequest {
  return {
    agent: form.agent,
    scope: setupScope(form.root),
    ...(shim.modes.length > 1 ? { mode: form.mode } : {}),
    failMode: form.failMode,
  };
}

/** The file or folder an install writes, as the form explains it (a shape, not a resolved path). */
export function installTarget(form: SetupForm, shim: ShimTarget): string {
  return form.root ? `${form.root}/${shim.workspaceFile}` : shim.userFile;
}
