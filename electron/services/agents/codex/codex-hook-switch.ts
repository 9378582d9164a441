import path from 'node:path';

import type { ChangeRecord } from '../../../../shared/schemas/editing';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { EditEngine, PlannedChange } from '../../editing/edit-engine';
import {
  isOffByOwnSwitch,
  planNativeSwitch,
  switchWithNativeSetting,
} from '../../editing/native-switch';
import { recordedHookLabel } from '../../editing/summary-redaction';
import type { EditPlace, SwitchPlans } from '../editing';
import { codexCapabilities } from './codex-capabilities';
import { codexHookKey } from './codex-events';
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
  return switchWithNativeSetting(engine, nativeRequest(request));
}

function nativeRequest(request: CodexSwitchRequest) {
  return {
    ...request,
    file: request.configFile,
    splice: (text: string) => spliceCodexHookEnabled(text, request.key, request.enabled),
  };
}

/** The switch request for an inventory row (its locator is `<Event>/<group>/<handler>`). */
function requestOf(entry: HookEntry, place: EditPlace, enabled: boolean): CodexSwitchRequest {
  const [event = '', group = '0', handler = '0'] = entry.locator.split('/');
  return {
    configFile: path.join(place.paths.codexHome, 'config.toml'),
    key: codexHookKey(entry.sourcePath, event, Number(group), Number(handler)),
    event,
    label: recordedHookLabel(entry),
    hookId: entry.id,
    enabled,
  };
}

const plan = (entry: HookEntry, place: EditPlace, enabled: boolean): Promise<PlannedChange> =>
  planNativeSwitch(nativeRequest(requestOf(entry, place, enabled)));

/** Codex's switch plans: its own `[hooks.state]` switch, in place. */
export const codexSwitch: SwitchPlans = {
  planOff: (entry, place) => plan(entry, place, false),
  kept: null,
  inPlace: {
    isOff: (entry) => isOffByOwnSwitch(codexCapabilities, entry),
    planOn: (entry, place) => plan(entry, place, true),
  },
};
