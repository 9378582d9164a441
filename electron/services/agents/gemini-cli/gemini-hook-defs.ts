import path from 'node:path';

import { GEMINI_DEFAULT_TIMEOUT_MS } from './gemini-events';

export type GeminiLayer = 'system' | 'user' | 'workspace' | 'extension';

/** One hook entry of a settings file's (or an extension's hooks.json's) `hooks` object. */
export interface GeminiHookDef {
  layer: GeminiLayer;
  sourcePath: string;
  event: string;
  group: number;
  handler: number;
  matcher: string | null;
  sequential: boolean;
  name: string | null;
  type: string | null;
  command: string | null;
  timeoutMs: number;
  env: Record<string, string>;
  raw: string;
}

/** What `hooksConfig.disabled` matches: the name, or the command as written when there is no name. */
export function geminiHookIdentity(def: Pick<GeminiHookDef, 'name' | 'command'>): string {
  return def.name || def.command || '';
}

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of `hooks` that are settings, not events (the CLI skips them when walking events). */
const NOT_EVENTS = new Set(['enabled', 'disabled', 'notifications']);

/** The hook entries of a `hooks` object, and the parts of it Gemini skips. */
export interface GeminiHookList {
  defs: GeminiHookDef[];
  /**
   * Where the object holds something Gemini skips, as Gemini's own warning names it
   * (`hooks.AfterTool`, `hooks.BeforeTool[1]`, `hooks.BeforeTool[2].hooks`): an event whose value
   * is not a list, a group that is not an object or has no `hooks` list; `hooks` itself when it
   * is not an object.
   */
  skipped: string[];
}

/**
 * Lists the hook entries of a `hooks` object. An extension's commands get its variables
 * (`extension`: `${extensionPath}`, `${workspacePath}`, `${/}`…) as Gemini fills them in.
 * Never throws.
 */
export function listGeminiHookDefs(
  hooks: unknown,
  sourcePath: string,
  layer: GeminiLayer,
  extension: ExtensionVariables | null = null,
): GeminiHookList {
  const list: GeminiHookList = { defs: [], skipped: [] };
  if (hooks === undefined || hooks === null) return list;
  if (!isTable(hooks)) return { defs: [], skipped: ['hooks'] };
  for (const [event, groups] of Object.entries(hooks)) {
    if (NOT_EVENTS.has(event)) continue;
    if (!Array.isArray(groups)) {
      list.skipped.push(`hooks.${event}`);
      continue;
    }
    groups.forEach((group: unknown, g) => {
      if (!isTable(group)) return void list.skipped.push(`hooks.${event}[${g}]`);
      if (!Array.isArray(group['hooks']))
        return void list.skipped.push(`hooks.${event}[${g}].hooks`);
      group['hooks'].forEach((entry: unknown, h) => {
        const hook = isTable(entry) ? entry : {};
        let command = typeof hook['command'] === 'string' ? hook['command'] : null;
        if (command && extension) command = fillExtensionVariables(command, extension);
        const env = isTable(hook['env']) ? hook['env'] : {};
        list.defs.push({
          layer,
          sourcePath,
          event,
          group: g,
          handler: h,
          matcher: typeof group['matcher'] === 'string' ? group['matcher'] : null,
          sequential: group['sequential'] === true,
          name: typeof hook['name'] === 'string' && hook['name'] !== '' ? hook['name'] : null,
          type: typeof hook['type'] === 'string' ? hook['type'] : null,
          command,
          timeoutMs:
            typeof hook['timeout'] === 'number' && hook['timeout'] > 0
              ? hook['timeout']
              : GEMINI_DEFAULT_TIMEOUT_MS,
          env: Object.fromEntries(
            Object.entries(env).filter((kv): kv is [string, string] => typeof kv[1] === 'string'),
          ),
          raw: JSON.stringify({ matcher: group['matcher'], ...hook }),
        });
      });
    });
  }
  return list;
}

/** Where an extension's hooks run: its folder, and the session's folder when known. */
export interface ExtensionVariables {
  extensionPath: string;
  workspacePath: string | null;
}

/**
 * Gemini's hydrateString for an extension's hooks.json: each `${name}` it knows (the two paths,
 * `${/}` and `${pathSeparator}` as the platform's separator) is replaced, any other is left as
 * written (checked in its bundle, 0.61.0). Without it `${/}` reached bash as a bad substitution.
 */
export function fillExtensionVariables(text: string, variables: ExtensionVariables): string {
  const values: Record<string, string | null> = {
    extensionPath: variables.extensionPath,
    workspacePath: variables.workspacePath,
    '/': path.sep,
    pathSeparator: path.sep,
  };
  return text.replace(/\$\{(.*?)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? match) : match,
  );
}
