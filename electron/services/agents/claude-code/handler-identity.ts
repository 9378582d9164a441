import { contentHash, hookId } from '../hook-id';
import { analyseSettingsText } from './settings-file';
import type { FoundHandler } from './hook-tree';

/**
 * What a handler runs (its type and command, arguments, URL, prompt or tool): the part of a
 * handler that makes it this hook rather than another. A timeout or status message edited in
 * place keeps the hook's id (the content hash tells the edit apart); a broken value is named by
 * its text.
 */
function identityOf(found: FoundHandler): string {
  const value = found.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return found.raw;
  const { type, command, args, url, prompt, server, tool } = value as Record<string, unknown>;
  return JSON.stringify([type, command, args, url, prompt, server, tool]);
}

/**
 * The ids of a file's handlers, in the order given: file, event, what the handler runs, and
 * which repeat of that it is in the event. Unlike `<event>/<group>/<handler>`, an id does not
 * move to a neighbour when a hook before it is switched off or removed.
 */
export function claudeHookIds(sourcePath: string, handlers: readonly FoundHandler[]): string[] {
  const repeats = new Map<string, number>();
  return handlers.map((found) => {
    const key = `${found.event}\0${identityOf(found)}`;
    const repeat = repeats.get(key) ?? 0;
    repeats.set(key, repeat + 1);
    return hookId('claude-code', sourcePath, `${key}\0${repeat}`);
  });
}

/** The content hash of a handler as shown: its event, its group's matcher and its JSON value. */
export function claudeContentHash(event: string, matcher: string | null, value: unknown): string {
  return contentHash([event, matcher, value]);
}

/**
 * The id the handler at `<event>/<group>/<handler>` of a settings text has (or will have once the
 * text is written): what a change that creates hooks reports. Null when there is no such handler.
 */
export function claudeHookIdAt(file: string, text: string, locator: string): string | null {
  const { handlers } = analyseSettingsText(file, text);
  const ids = claudeHookIds(file, handlers);
  const index = handlers.findIndex(
    (found) => `${found.event}/${found.groupIndex}/${found.handlerIndex}` === locator,
  );
  return ids[index] ?? null;
}
