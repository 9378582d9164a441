import { CLINE_EVENTS, type ClineEventName } from '../../../../shared/agents/cline-events';
import type { ClineVerdict } from '../cline/hook-folder-types';
import type { HooksEnabledSetting } from './hooks-enabled-setting';

/** Every VS Code hook gets 30 s, then SIGTERM (spec §6.5). */
const VSCODE_TIMEOUT_SEC = 30;
const POWERSHELL = [
  'powershell',
  '-NoProfile',
  '-NonInteractive',
  '-ExecutionPolicy',
  'Bypass',
  '-File',
];

/** The facts of the one file the extension found for an event. */
export interface VscodeFileFacts {
  path: string;
  event: ClineEventName;
  /** `access(X_OK)` passes (ignored on Windows, where there is no such bit). */
  executable: boolean;
}

export interface VscodeEnvironment {
  platform: NodeJS.Platform;
  setting: HooksEnabledSetting;
}

/**
 * The VS Code extension's verdict on a hook file it found (spec §1.4, §3.2, §9, §11): the
 * master switch first, then events 4.x no longer wires, then the executable bit (Unix only: it
 * runs the file itself; Windows runs the `.ps1` through PowerShell).
 */
export function vscodeFileVerdict(
  facts: VscodeFileFacts,
  environment: VscodeEnvironment,
): ClineVerdict {
  const { event } = facts;
  const windows = environment.platform === 'win32';
  const base = {
    event,
    argv: windows ? [...POWERSHELL, facts.path] : [facts.path],
    timeoutSec: VSCODE_TIMEOUT_SEC,
    notes: [],
  };
  if (!environment.setting.enabled) {
    const params = { file: environment.setting.file };
    return {
      ...base,
      status: 'disabled',
      reason: { key: 'reason.disabled-by-hooks-enabled-setting', params },
    };
  }
  if (!CLINE_EVENTS[event].vscodeWired) {
    const reason = { key: 'reason.cline-vscode-not-wired' as const, params: { event } };
    return { ...base, argv: null, timeoutSec: null, status: 'never-runs', reason };
  }
  if (!windows && !facts.executable) {
    return {
      ...base,
      status: 'not-executable',
      reason: { key: 'reason.not-executable', params: {} },
    };
  }
  return { ...base, status: 'active', reason: { key: 'reason.active', params: { event } } };
}
