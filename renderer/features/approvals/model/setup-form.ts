import type {
  ApprovalFailMode,
  ApprovalInstallAgent,
  ApprovalInstallMode,
  ApprovalInstallRequest,
  ApprovalInstallScope,
} from '../../../../shared/schemas/approval';

/** The install form: which agent, where ('' = user level, else a workspace root), how. */
export interface SetupForm {
  agent: ApprovalInstallAgent;
  root: string;
  mode: ApprovalInstallMode;
  failMode: ApprovalFailMode;
}

/** Fail open by default: with fail closed, an agent denies every tool while Hookyard is not running. */
export const NEW_SETUP_FORM: SetupForm = {
  agent: 'claude-code',
  root: '',
  mode: 'http',
  failMode: 'open',
};

function setupScope(root: string): ApprovalInstallScope {
  return root ? { kind: 'workspace', root } : { kind: 'user' };
}

/** The install request the form describes; Cline runs hook files only, so it has no mode. */
export function installRequest(form: SetupForm): ApprovalInstallRequest {
  return {
    agent: form.agent,
    scope: setupScope(form.root),
    ...(form.agent === 'claude-code' ? { mode: form.mode } : {}),
    failMode: form.failMode,
  };
}

/** The file or folder an install writes, as the form explains it (a shape, not a resolved path). */
export function installTarget(form: SetupForm): string {
  if (form.agent === 'claude-code') {
    return form.root ? `${form.root}/.claude/settings.local.json` : '~/.claude/settings.json';
  }
  return form.root ? `${form.root}/.clinerules/hooks` : 'Documents/Cline/Hooks';
}
