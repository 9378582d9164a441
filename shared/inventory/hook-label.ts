import { baseName } from '../paths/base-name';
import type { Handler } from '../schemas/hook';

/** About a row's command column: enough to tell two hooks of one event apart in a sentence. */
export const HOOK_LABEL_MAX = 60;

/** What a hook label is made from: the row's handler and its file. */
export interface LabelledHook {
  handler: Pick<Handler, 'type' | 'summary'>;
  sourcePath: string;
}

/**
 * The hook as its row shows it, short enough for a sentence (a toast, a change summary), so that
 * two hooks of one event in one file are told apart by what they run, never by a position: a
 * Cline hook file by its file name; any other handler by its summary (the command with its args,
 * the URL, `mcp: server.tool`, the head of a prompt) with whitespace and newlines collapsed to
 * single spaces and cut to HOOK_LABEL_MAX characters, the last one an ellipsis. Never throws;
 * an empty summary gives ''. `clean` sees the whole summary first.
 */
export function hookLabel(hook: LabelledHook, clean: (text: string) => string = same): string {
  if (hook.handler.type === 'file') return baseName(hook.sourcePath);
  // Cleaned (secrets redacted, where the label is written down) before it is cut: a token cut
  // in half no longer looks like one.
  const text = clean(hook.handler.summary).replace(/\s+/g, ' ').trim();
  // Code points, not UTF-16 units: a cut never splits an emoji or a CJK surrogate pair.
  const chars = Array.from(text);
  if (chars.length <= HOOK_LABEL_MAX) return text;
  return `${chars
    .slice(0, HOOK_LABEL_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

const same = (text: string): string => text;
