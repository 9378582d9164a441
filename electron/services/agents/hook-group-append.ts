import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';

import { detectFormatting } from '../editing/json-document';

/**
 * Appends one matcher group to each event's list under `hooks` of a JSON (with comments)
 * document, keeping every other byte: Codex's hooks.json and Gemini's settings.json share this
 * shape. Appending leaves the groups already there at their index, so Codex's trust keys
 * (`…:<group>:<handler>`) of the user's own hooks do not move. Throws when `hooks` or an
 * event's list is not the shape the agent reads.
 */
export function appendHookGroups(
  text: string,
  events: readonly string[],
  group: (event: string) => object,
): string {
  let out = text.trim() === '' ? '{}\n' : text;
  for (const event of events) {
    const root = parseTree(out);
    if (!root || root.type !== 'object') throw new Error('the file is not a JSON object');
    const hooks = findNodeAtLocation(root, ['hooks']);
    if (hooks && hooks.type !== 'object') throw new Error('"hooks" is not an object');
    const list = findNodeAtLocation(root, ['hooks', event]);
    if (list && list.type !== 'array') throw new Error(`"hooks.${event}" is not a list`);
    const path = list ? ['hooks', event, list.children?.length ?? 0] : ['hooks', event];
    const value = list ? group(event) : [group(event)];
    out = applyEdits(
      out,
      modify(out, path, value, {
        formattingOptions: detectFormatting(out),
        isArrayInsertion: true,
      }),
    );
  }
  return out;
}
