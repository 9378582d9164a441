import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  type FormattingOptions,
} from 'jsonc-parser';

import { detectFormatting } from '../../editing/json-document';

/**
 * Switches one Gemini hook off or on with Gemini's own list, `hooksConfig.disabled` (matched
 * by name, or by command for a nameless hook; spec §2), as a jsonc-parser splice that keeps
 * the rest of the file's bytes. Switching on removes the entry and, when the list was all that
 * `hooksConfig` held, the `hooksConfig` Hookyard added: off-then-on gives the bytes back.
 * Throws an Error when `hooksConfig` or its list is not the shape Gemini reads.
 */
export function spliceGeminiDisabled(text: string, identity: string, disabled: boolean): string {
  const source = text.trim() === '' ? '{}\n' : text;
  const root = parseTree(source);
  if (!root || root.type !== 'object') throw new Error('the settings file is not a JSON object');
  const config = findNodeAtLocation(root, ['hooksConfig']);
  if (config && config.type !== 'object') throw new Error('hooksConfig is not an object');
  const list = findNodeAtLocation(root, ['hooksConfig', 'disabled']);
  if (list && list.type !== 'array') throw new Error('hooksConfig.disabled is not a list');
  const entries = (list?.children ?? []).map((child) => child.value as unknown);
  const formatting: FormattingOptions = detectFormatting(source);
  const edit = (path: (string | number)[], value: unknown) =>
    applyEdits(source, modify(source, path, value, { formattingOptions: formatting }));
  if (disabled) {
    if (entries.includes(identity)) return text;
    if (!config) return edit(['hooksConfig'], { disabled: [identity] });
    if (!list) return edit(['hooksConfig', 'disabled'], [identity]);
    return edit(['hooksConfig', 'disabled', entries.length], identity);
  }
  const at = entries.indexOf(identity);
  if (at < 0) return text;
  const onlyList = config?.children?.length === 1;
  if (entries.length === 1 && onlyList) return edit(['hooksConfig'], undefined);
  return edit(['hooksConfig', 'disabled', at], undefined);
}
