import type { Node } from 'jsonc-parser';

import { recordedHookLabel } from '../../../editing/summary-redaction';
import type { FailureKey } from '../../../../../shared/i18n/failure-text';
import { AppFailure } from '../../../../../shared/result';
import type { HookEntry } from '../../../../../shared/schemas/hook';
import type { AgentAdoption } from '../../adoption';
import {
  type AdoptionRecord,
  adoptionBytes,
  adoptionPath,
  type WatchSpec,
} from '../../../editing/adoption-record';
import {
  assertStillApplies,
  parseLocator,
  type PlannedChange,
  settingsWrite,
} from './claude-handler-edits';
import { absentSnapshot } from '../../../editing/edit-engine';
import { readSnapshot, snapshotText } from '../../../editing/file-snapshot';
import {
  endOf,
  type JsonDocument,
  nodeAt,
  parseJsonDocument,
  textOf,
} from '../../../editing/json-document';
import { codedText } from '../../../../../shared/i18n/coded-text';
import { adoptedClaudeCommand } from '../adopted-command';

/**
 * Plans adopting a user-level Claude Code command handler: only its `command` value changes
 * (every other byte of the file stays), and the record keeps that value's exact text.
 * AppFailure('invalid-request') for handlers the shim cannot wrap faithfully.
 */
export async function planAdoptHandler(
  entry: HookEntry,
  dataDir: string,
  id: string,
  workspaces: string[] | null,
  watch?: WatchSpec,
): Promise<PlannedChange> {
  const { event, group, handler } = parseLocator(entry.locator);
  const settings = await readSnapshot(entry.sourcePath);
  const doc = parseJsonDocument(snapshotText(settings), entry.sourcePath);
  const node = nodeAt(doc.root, ['hooks', event, group, 'hooks', handler]);
  if (!node || !textOf(doc.text, node).startsWith(entry.raw)) {
    throw new AppFailure('conflict', 'failure.hook-not-the-one-shown', {
      locator: entry.locator,
      file: entry.sourcePath,
    });
  }
  const original = wrappableCommand(doc, node).value as string;
  const adoptedCommand = adoptedClaudeCommand(dataDir, id, original);
  const { text, commandText } = adoptCommand(doc, [event, group, handler], adoptedCommand);
  assertStillApplies(settings, text);
  const record: AdoptionRecord = {
    version: 1,
    id,
    workspaces,
    ...(watch ? { watch } : {}),
    hookId: entry.id,
    sourcePath: entry.sourcePath,
    adoptedAt: new Date().toISOString(),
    original: {
      kind: 'settings-handler',
      event,
      commandText,
      adoptedCommand,
    },
  };
  const store = await absentSnapshot(adoptionPath(dataDir, id));
  return {
    writes: [
      settingsWrite(settings, text),
      { kind: 'write', snapshot: store, bytes: adoptionBytes(record), mode: 0o600, json: 'strict' },
    ],
    summary: [
      codedText('change.hook-adopted', {
        event,
        hook: recordedHookLabel(entry),
        file: entry.sourcePath,
      }),
    ],
  };
}

/**
 * Plans releasing an adopted handler: the handler whose `command` is the adopted one (wherever
 * it is now) gets its original value text back, so a file nothing else touched is byte-identical
 * to the one before adoption. AppFailure('conflict') when no handler calls this adoption now.
 */
export async function planReleaseHandler(
  dataDir: string,
  record: AdoptionRecord,
): Promise<PlannedChange> {
  if (record.original.kind !== 'settings-handler') throw new Error('not a settings handler');
  const { adoptedCommand, commandText, event } = record.original;
  const settings = await readSnapshot(record.sourcePath);
  const doc = parseJsonDocument(snapshotText(settings), record.sourcePath);
  const text = releaseCommand(doc, adoptedCommand, commandText);
  if (text === null) {
    throw new AppFailure('conflict', 'failure.adopted-hook-gone', {
      file: record.sourcePath,
      event,
    });
  }
  assertStillApplies(settings, text);
  const store = await readSnapshot(adoptionPath(dataDir, record.id));
  return {
    writes: [settingsWrite(settings, text), { kind: 'delete', snapshot: store }],
    summary: [
      codedText('change.hook-released', {
        event,
        hook: originalLabel(commandText, record.sourcePath),
        file: record.sourcePath,
      }),
    ],
  };
}

/**
 * Sets the `command` of the handler at `<event>/<group>/<handler>` to `adoptedCommand`: only the
 * bytes of that string value change. Returns the new text and the value's exact old text.
 */
export function adoptCommand(
  doc: JsonDocument,
  [event, group, handler]: [string, number, number],
  adoptedCommand: string,
): { text: string; commandText: string } {
  const node = nodeAt(doc.root, ['hooks', event, group, 'hooks', handler, 'command']);
  if (!node || node.type !== 'string') {
    throw new AppFailure('conflict', 'failure.command-hook-gone-at', { event, group, handler });
  }
  return {
    text:
      doc.text.slice(0, node.offset) + JSON.stringify(adoptedCommand) + doc.text.slice(endOf(node)),
    commandText: textOf(doc.text, node),
  };
}

/**
 * Gives every handler whose `command` is `adoptedCommand` its original value text back, wherever
 * it is now; null when no handler has it.
 */
export function releaseCommand(
  doc: JsonDocument,
  adoptedCommand: string,
  commandText: string,
): string | null {
  const found = adoptedCommandNodes(doc, adoptedCommand);
  if (found.length === 0) return null;
  // Back to front, so earlier offsets stay valid.
  let text = doc.text;
  for (const node of found.reverse()) {
    text = text.slice(0, node.offset) + commandText + text.slice(endOf(node));
  }
  return text;
}

function wrappableCommand(doc: JsonDocument, handler: Node): Node {
  const value = JSON.parse(textOf(doc.text, handler)) as Record<string, unknown>;
  const refuse = (why: FailureKey) => {
    throw new AppFailure('invalid-request', why);
  };
  if (value['type'] !== 'command') refuse('failure.adopt-not-command-hook');
  if (value['args'] !== undefined) refuse('failure.adopt-exec-form');
  if (value['shell'] !== undefined && value['shell'] !== 'bash') refuse('failure.adopt-powershell');
  const node = nodeAt(handler, ['command']);
  if (!node || node.type !== 'string') refuse('failure.adopt-no-command');
  return node as Node;
}

/** Every handler `command` value node, in file order, equal to `command`. */
function adoptedCommandNodes(doc: JsonDocument, command: string): Node[] {
  const hooks = nodeAt(doc.root, ['hooks']);
  const events = hooks?.type === 'object' ? (hooks.children ?? []) : [];
  return events.flatMap((property) =>
    (property.children?.[1]?.children ?? []).flatMap((group) => {
      const handlers = nodeAt(group, ['hooks']);
      return (handlers?.type === 'array' ? (handlers.children ?? []) : [])
        .map((handler) => nodeAt(handler, ['command']))
        .filter((node): node is Node => node?.type === 'string' && node.value === command);
    }),
  );
}

/**
 * The released hook named by the command it gets back (the value text the record kept): the
 * row shows that command again once the change is made.
 */
function originalLabel(commandText: string, sourcePath: string): string {
  let command: unknown = commandText;
  try {
    command = JSON.parse(commandText);
  } catch {
    // A hand-edited record: its text as written still tells the hook apart.
  }
  const summary = typeof command === 'string' ? command : commandText;
  return recordedHookLabel({ handler: { type: 'command', summary }, sourcePath });
}

/** Claude Code's hooks go behind the shim as settings handlers whose `command` calls it. */
export const claudeCodeAdoption: AgentAdoption = {
  kind: 'settings-handler',
  planAdopt: (entry, { dataDir, id, workspaces, watch }) =>
    planAdoptHandler(entry, dataDir, id, workspaces, watch),
  planRelease: planReleaseHandler,
};
