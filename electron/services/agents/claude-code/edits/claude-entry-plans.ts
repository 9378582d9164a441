import { parseTree, type ParseError } from 'jsonc-parser';

import { recordedHookLabel } from '../../../editing/summary-redaction';
import { AppFailure } from '../../../../../shared/result';
import type { HookEntry } from '../../../../../shared/schemas/hook';
import { validateHandler } from '../handler-validation';
import {
  assertEditableClaudeEntry,
  assertStillApplies,
  parseLocator,
  settingsWrite,
} from './claude-handler-edits';
import { type FileSnapshot, readSnapshot, snapshotText } from '../../../editing/file-snapshot';
import type { EntryPlans } from '../../editing';
import {
  endOf,
  type JsonDocument,
  nodeAt,
  parseJsonDocument,
  textOf,
} from '../../../editing/json-document';
import { codedText } from '../../../../../shared/i18n/coded-text';

/**
 * The JSON editor's plans for one Claude Code settings entry (a handler object: type, command,
 * timeout…). It reads the handler's exact text; a save is checked against Claude Code's own
 * handler schemas (the zod schemas discovery judges with) and then spliced in place of the old
 * text, so every other byte of the file stays. Refused with 'conflict' when the file changed
 * since it was read.
 */
export const claudeEntryPlans: EntryPlans = {
  async read(entry) {
    assertEntry(entry);
    const settings = await readSnapshot(entry.sourcePath);
    const { node, doc } = locate(entry, settings);
    return {
      hookId: entry.id,
      sourcePath: entry.sourcePath,
      locator: entry.locator,
      text: textOf(doc.text, node),
      hash: settings.hash ?? '',
    };
  },

  async planWrite(entry, request) {
    assertEntry(entry);
    const replacement = request.text.trim();
    assertValidHandler(replacement);
    const settings = await readSnapshot(entry.sourcePath);
    if (settings.hash !== request.baseHash) {
      throw new AppFailure('conflict', 'failure.entry-changed-since-opened', {
        file: entry.sourcePath,
      });
    }
    const { node, doc } = locate(entry, settings);
    const text = doc.text.slice(0, node.offset) + replacement + doc.text.slice(endOf(node));
    assertStillApplies(settings, text);
    return {
      summary: [
        codedText('change.hook-edited', {
          event: parseLocator(entry.locator).event,
          hook: recordedHookLabel(entry),
          file: entry.sourcePath,
        }),
      ],
      writes: [settingsWrite(settings, text)],
    };
  },
};

/** Only a handler of a settings file Hookyard edits, on disk now, has an entry to edit. */
function assertEntry(entry: HookEntry): void {
  if (entry.position === null)
    throw new AppFailure('invalid-request', 'failure.entry-not-claude-settings');
  assertEditableClaudeEntry(entry);
}

/** The handler's node in the file as read now; 'conflict' when it is not the row shown. */
function locate(entry: HookEntry, settings: FileSnapshot) {
  const doc: JsonDocument = parseJsonDocument(snapshotText(settings), entry.sourcePath);
  const { event, group, handler } = parseLocator(entry.locator);
  const node = nodeAt(doc.root, ['hooks', event, group, 'hooks', handler]);
  if (!node || !textOf(doc.text, node).startsWith(entry.raw)) {
    throw new AppFailure('conflict', 'failure.entry-not-the-one-shown', {
      locator: entry.locator,
      file: entry.sourcePath,
    });
  }
  return { node, doc };
}

/** One strict JSON object that Claude Code accepts as a handler, or AppFailure('invalid-request'). */
function assertValidHandler(text: string): void {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || root?.type !== 'object') {
    throw new AppFailure('invalid-request', 'failure.entry-not-one-object');
  }
  const check = validateHandler(JSON.parse(text));
  if (!check.ok) {
    throw new AppFailure('invalid-request', 'failure.entry-handler-invalid', {
      message: check.message,
    });
  }
}
