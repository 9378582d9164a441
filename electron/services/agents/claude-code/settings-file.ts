import type { Node } from 'jsonc-parser';

import type { Reason } from '../../../../shared/schemas/hook';
import { shadowedEvents } from './duplicate-keys';
import { collectHandlers, type FoundHandler, type TreeAccess } from './hook-tree';
import type { JsonSyntaxError } from '../json-syntax-error';
import { parseJson } from './json-tree';
import {
  type HooksDocument,
  MISSING_DOCUMENT,
  NO_SWITCHES,
  type SettingsSwitches,
} from './loaded-source';

// An invalid handler on these events makes Claude Code drop the whole file: such a hook "may be
// what guards the permissions declared beside it" (spec §1.3).
const GUARD_EVENTS = new Set(['PreToolUse', 'PermissionRequest']);

/**
 * Reads a settings file's text (user, project, local, managed): its handlers with positions,
 * and its switches when Claude Code applies the file. Invalid JSON (comments and trailing commas
 * included) makes the source `invalid` and every recoverable handler carries the reason; an
 * invalid PreToolUse/PermissionRequest handler drops the whole file. Never throws.
 */
export function analyseSettingsText(file: string, text: string): HooksDocument {
  return analyse(text, {
    invalid: (error) => ({ key: 'reason.settings-invalid-json', params: { file, ...error } }),
    notObject: { key: 'reason.settings-not-object', params: { file } },
    hooksNotObject: { key: 'reason.hooks-not-object', params: { file } },
    dropped: (found) => ({
      key: 'reason.settings-file-dropped',
      params: { file, event: found.event, message: found.problem ?? '' },
    }),
  });
}

/**
 * Reads a plugin's hooks file (`{"description"?, "hooks": {...}}`): like a settings file, but a
 * broken file is `plugin-manifest-invalid`, and an invalid handler drops only itself (the
 * whole-file rule is verified for settings files only).
 */
export function analysePluginHooksText(file: string, text: string): HooksDocument {
  const invalid = (message: string): Reason => ({
    key: 'reason.plugin-manifest-invalid',
    params: { file, message },
  });
  return analyse(text, {
    invalid: (error) => invalid(`${error.message} at line ${error.line}, column ${error.column}`),
    notObject: invalid('it does not hold a JSON object'),
    hooksNotObject: invalid('"hooks" must be an object of event names'),
    dropped: null,
  });
}

interface Flavour {
  invalid(error: JsonSyntaxError): Reason;
  notObject: Reason;
  hooksNotObject: Reason;
  dropped: ((found: FoundHandler) => Reason) | null;
}

function analyse(text: string, flavour: Flavour): HooksDocument {
  try {
    return analyseOrThrow(text, flavour);
  } catch (error) {
    // The parsers recurse: nesting thousands of levels deep overflows the stack.
    const message = `it cannot be read (${(error as Error).message})`;
    const reason = flavour.invalid({ line: 1, column: 1, message });
    return { ...MISSING_DOCUMENT, state: 'invalid', reason, rowReason: reason };
  }
}

function analyseOrThrow(text: string, flavour: Flavour): HooksDocument {
  const empty: HooksDocument = {
    state: 'ok',
    reason: null,
    rowReason: null,
    handlers: [],
    switches: NO_SWITCHES,
  };
  // Claude Code treats an empty settings file as "no settings", not as an error.
  if (text.trim() === '') return empty;
  const { root, error, access } = parseJson(text);
  const hooksNode = root?.type === 'object' ? property(access, root, 'hooks') : undefined;
  const collected = hooksNode ? collectHandlers(access, hooksNode) : null;
  const handlers = [
    ...(hooksNode ? shadowedHandlers(access, hooksNode) : []),
    ...(collected?.handlers ?? []),
  ];
  if (error) {
    const reason = flavour.invalid(error);
    return { ...empty, state: 'invalid', reason, rowReason: reason, handlers };
  }
  if (root?.type !== 'object') return { ...empty, state: 'invalid', reason: flavour.notObject };
  const guard = flavour.dropped && handlers.find((h) => h.problem && GUARD_EVENTS.has(h.event));
  if (guard && flavour.dropped) {
    const reason = flavour.dropped(guard);
    return { ...empty, state: 'invalid', reason, rowReason: reason, handlers };
  }
  const switches = readSwitches(access, root);
  if (collected?.notObject) {
    return { ...empty, state: 'invalid', reason: flavour.hooksNotObject, switches };
  }
  return { ...empty, handlers, switches };
}

/** The handlers under event keys a later key of the same name hides, marked `shadowed`. */
function shadowedHandlers(access: TreeAccess<Node | undefined>, hooks: Node): FoundHandler[] {
  return shadowedEvents(hooks).flatMap((only) =>
    collectHandlers(access, only).handlers.map((found) => ({ ...found, shadowed: true })),
  );
}

/** The last value of `key` in an object node (JSON.parse keeps the last of repeated keys). */
export function property<N>(access: TreeAccess<N>, node: N, key: string): N | undefined {
  return new Map(access.entries(node)).get(key);
}

function readSwitches(access: TreeAccess<Node | undefined>, root: Node): SettingsSwitches {
  const value = (key: string) => {
    const node = property(access, root, key);
    return node === undefined ? undefined : access.value(node);
  };
  const enabled = value('enabledPlugins');
  return {
    disableAllHooks: value('disableAllHooks') === true,
    allowManagedHooksOnly: value('allowManagedHooksOnly') === true,
    enabledPlugins:
      typeof enabled === 'object' && enabled !== null && !Array.isArray(enabled)
        ? (enabled as Record<string, unknown>)
        : {},
  };
}
