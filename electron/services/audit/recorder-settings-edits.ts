import type { Node } from 'jsonc-parser';

import { claudeHookIdAt } from '../agents/claude-code/handler-identity';
import {
  assertStillApplies,
  settingsWrite,
} from '../agents/claude-code/edits/claude-handler-edits';
import type { PlannedWrite } from '../editing/edit-engine';
import { readSnapshot, snapshotText } from '../editing/file-snapshot';
import { removeHandler } from '../editing/handler-splice';
import { nodeAt, parseJsonDocument, textOf, type JsonDocument } from '../editing/json-document';
import { insertWithRaw, setJsonValue } from '../editing/json-edit';
import { isRecorderHandler, type RecorderInstallStep } from '../agents/recorder-install-plan';
import { manifestWrite, readManifest } from './recorder-manifest';

type SettingsStep = Extract<RecorderInstallStep, { kind: 'settings-hook' }>;

/** The file operations of one settings file, the inventory ids they touch and how many events. */
export interface SettingsEdit {
  writes: PlannedWrite[];
  hookIds: string[];
  events: number;
}

/** `<event>/<group>/<handler>` of every recorder handler of `dataDir` in a settings document. */
export function recorderLocators(
  doc: JsonDocument,
  dataDir: string,
): Array<{ event: string; group: number; handler: number }> {
  const found = [];
  for (const property of objectProperties(nodeAt(doc.root, ['hooks']))) {
    const event = property.children?.[0]?.value as string;
    const groups = property.children?.[1];
    for (const [group, groupNode] of (groups?.type === 'array' ? groups.children : [])?.entries() ??
      []) {
      const handlers = groupNode.type === 'object' ? nodeAt(groupNode, ['hooks']) : undefined;
      for (const [handler, node] of (handlers?.type === 'array'
        ? handlers.children
        : []
      )?.entries() ?? []) {
        if (isRecorderHandler(parseNode(doc, node), dataDir)) found.push({ event, group, handler });
      }
    }
  }
  return found;
}

/**
 * Adds one group `{matcher: "*", hooks: [recorder]}` at the end of each planned event that has
 * no recorder of this data folder yet. Every other byte stays: the groups take the file's own
 * indentation and line endings. A manifest remembers whether the file or its `hooks` object is
 * new, the first time only (a later install over a partial one must not forget that).
 */
export async function planSettingsInstall(
  file: string,
  steps: SettingsStep[],
  dataDir: string,
): Promise<SettingsEdit> {
  const settings = await readSnapshot(file);
  let doc = parseJsonDocument(snapshotText(settings), file);
  const present = new Set(recorderLocators(doc, dataDir).map((locator) => locator.event));
  const createdHooks = nodeAt(doc.root, ['hooks']) === undefined;
  const locators: string[] = [];
  const missing = steps.filter((step) => !present.has(step.event));
  for (const step of missing) {
    const groups = nodeAt(doc.root, ['hooks', step.event]);
    const index = groups?.type === 'array' ? (groups.children?.length ?? 0) : 0;
    // One line per group: a recorder on 30-odd events must not add hundreds of lines.
    const group = inlineJson({ matcher: '*', hooks: [step.handler] });
    doc = parseJsonDocument(
      insertWithRaw(doc, ['hooks', step.event, -1], (placeholder) => placeholder, group, true),
      file,
    );
    locators.push(`${step.event}/${index}/0`);
  }
  const hookIds = locators.flatMap((locator) => claudeHookIdAt(file, doc.text, locator) ?? []);
  if (missing.length === 0) return { writes: [], hookIds, events: 0 };
  assertStillApplies(settings, doc.text);
  const writes: PlannedWrite[] = [settingsWrite(settings, doc.text)];
  const manifest = await readManifest(dataDir, file);
  if (manifest.manifest === null) {
    writes.push(
      manifestWrite(manifest.snapshot, {
        version: 1,
        file,
        createdFile: settings.bytes === null,
        createdHooks,
      }),
    );
  }
  return { writes, hookIds, events: missing.length };
}

/**
 * Takes out every recorder handler of this data folder (with its group, and its event when
 * nothing else is left there), then the `hooks` object or the whole file when the install
 * created them and they hold nothing else now. A file nobody else touched meanwhile is
 * byte-identical to what it was before the install; other edits made since are kept.
 */
export async function planSettingsUninstall(file: string, dataDir: string): Promise<SettingsEdit> {
  const settings = await readSnapshot(file);
  if (settings.bytes === null) return { writes: [], hookIds: [], events: 0 };
  let doc = parseJsonDocument(snapshotText(settings), file);
  const locators = recorderLocators(doc, dataDir);
  const hookIds = locators.flatMap(
    (at) => claudeHookIdAt(file, doc.text, `${at.event}/${at.group}/${at.handler}`) ?? [],
  );
  const { snapshot: manifestSnapshot, manifest } = await readManifest(dataDir, file);
  const forget: PlannedWrite[] =
    manifestSnapshot.bytes === null ? [] : [{ kind: 'delete', snapshot: manifestSnapshot }];
  if (locators.length === 0) return { writes: forget, hookIds: [], events: 0 };
  // Last first, so that the indexes of the handlers still to remove stay valid.
  for (const { event, group, handler } of [...locators].reverse()) {
    doc = parseJsonDocument(removeHandler(doc, event, group, handler).text, file);
  }
  const hooks = nodeAt(doc.root, ['hooks']);
  if (manifest?.createdHooks && hooks?.type === 'object' && (hooks.children ?? []).length === 0) {
    doc = parseJsonDocument(setJsonValue(doc, ['hooks'], undefined), file);
  }
  const events = new Set(locators.map((locator) => locator.event)).size;
  if (manifest?.createdFile && (doc.root.children ?? []).length === 0) {
    return { writes: [{ kind: 'delete', snapshot: settings }, ...forget], hookIds, events };
  }
  assertStillApplies(settings, doc.text);
  return { writes: [settingsWrite(settings, doc.text), ...forget], hookIds, events };
}

/** JSON on one line, spaced as people write it: `{"a": 1, "b": [2, 3]}`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`);
    return `{${members.join(', ')}}`;
  }
  return JSON.stringify(value);
}

function objectProperties(node: Node | undefined): Node[] {
  return node?.type === 'object' ? (node.children ?? []) : [];
}

function parseNode(doc: JsonDocument, node: Node): unknown {
  return JSON.parse(textOf(doc.text, node));
}
