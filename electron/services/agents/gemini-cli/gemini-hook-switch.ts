import type { ChangeRecord } from '../../../../shared/schemas/editing';
import type { EditEngine } from '../../editing/edit-engine';
import { switchWithNativeSetting } from '../../editing/native-switch';
import { spliceGeminiDisabled } from './gemini-disabled-splice';

export interface GeminiSwitchRequest {
  /**
   * The settings file whose `hooksConfig.disabled` changes: the hook's own settings file, or
   * the user's for an extension or system hook (the lists of all layers are one union).
   */
  settingsFile: string;
  /** The hook's name, or its command when it has none (what Gemini matches). */
  identity: string;
  event: string;
  label: string;
  hookId: string;
  enabled: boolean;
}

/**
 * Switches a Gemini hook with Gemini's own `hooksConfig.disabled` (spec §2). Switching on takes
 * the name out of this file's list only; a list in another layer keeps it off, and the
 * inventory names that file.
 */
export function switchGeminiHook(
  engine: EditEngine,
  request: GeminiSwitchRequest,
): Promise<ChangeRecord> {
  return switchWithNativeSetting(engine, {
    file: request.settingsFile,
    splice: (text) => spliceGeminiDisabled(text, request.identity, !request.enabled),
    json: true,
    enabled: request.enabled,
    event: request.event,
    label: request.label,
    hookId: request.hookId,
  });
}
