import path from 'node:path';

import type { ChangeRecord } from '../../../../shared/schemas/editing';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { EditEngine } from '../../editing/edit-engine';
import {
  isOffByOwnSwitch,
  planNativeSwitch,
  switchWithNativeSetting,
} from '../../editing/native-switch';
import { recordedHookLabel } from '../../editing/summary-redaction';
import type { EditPlace, SwitchPlans } from '../editing';
import { geminiCapabilities } from './gemini-capabilities';
import { spliceGeminiDisabled } from './gemini-disabled-splice';
import { geminiHookIdentity } from './gemini-hook-defs';

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
  return switchWithNativeSetting(engine, nativeRequest(request));
}

function nativeRequest(request: GeminiSwitchRequest) {
  return {
    ...request,
    file: request.settingsFile,
    splice: (text: string) => spliceGeminiDisabled(text, request.identity, !request.enabled),
    json: 'comments' as const,
  };
}

/** The name or command of a row's handler (its `raw` is the handler's JSON with its matcher). */
function identityOf(entry: HookEntry): string {
  try {
    const handler = JSON.parse(entry.raw) as { name?: unknown; command?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return geminiHookIdentity({ name: text(handler.name), command: text(handler.command) });
  } catch {
    return '';
  }
}

/**
 * Off: into the list of the hook's own settings file (the user's for an extension or system
 * hook). On: out of the list the row says keeps it off.
 */
function requestOf(entry: HookEntry, place: EditPlace, enabled: boolean): GeminiSwitchRequest {
  const own = entry.scope === 'user' || entry.scope === 'workspace';
  const listedIn = entry.reason.params['file'];
  const settingsFile =
    enabled && typeof listedIn === 'string'
      ? listedIn
      : own
        ? entry.sourcePath
        : path.join(place.paths.geminiDir, 'settings.json');
  return {
    settingsFile,
    identity: identityOf(entry),
    event: entry.event ?? '',
    label: recordedHookLabel(entry),
    hookId: entry.id,
    enabled,
  };
}

const plan = (entry: HookEntry, place: EditPlace, enabled: boolean) =>
  planNativeSwitch(nativeRequest(requestOf(entry, place, enabled)));

/** Gemini's switch plans: its own `hooksConfig.disabled` list, in place. */
export const geminiSwitch: SwitchPlans = {
  planOff: (entry, place) => plan(entry, place, false),
  kept: null,
  inPlace: {
    isOff: (entry) => isOffByOwnSwitch(geminiCapabilities, entry),
    planOn: (entry, place) => plan(entry, place, true),
  },
};
