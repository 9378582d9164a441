import type { ChangeRecord } from '../../../../shared/schemas/editing';
import type { EditEngine } from '../../editing/edit-engine';
import { switchWithNativeSetting } from '../../editing/native-switch';
import { spliceCodexHookEnabled } from './codex-state-splice';

export interface CodexSwitchRequest {
  /** The user's config.toml (`<CODEX_HOME>/config.toml`), where Codex keeps `[hooks.state]`. */
  configFile: string;
  key: string;
  event: string;
  label: string;
  hookId: string;
  enabled: boolean;
}

/**
 * Switches a Codex hook with Codex's own `[hooks.state."<key>"] enabled` (spec §8): the hook
 * stays listed and trusted, Codex skips it. A byte splice of config.toml, off then on gives
 * the file back byte for byte.
 */
export function switchCodexHook(
  engine: EditEngine,
  request: CodexSwitchRequest,
): Promise<ChangeRecord> {
  return switchWithNativeSetting(engine, {
    file: request.configFile,
    splice: (text) => spliceCodexHookEnabled(text, request.key, request.enabled),
    json: false,
    enabled: request.enabled,
    event: request.event,
    label: request.label,
    hookId: request.hookId,
  });
}
