import { describe, expect, it } from 'vitest';

import {
  adoptCommand,
  releaseCommand,
} from '../../../electron/services/agents/claude-code/edits/claude-adoption';
import {
  type RemovedHandler,
  removeHandler,
  restoreHandler,
} from '../../../electron/services/editing/handler-splice';
import { parseJsonDocument } from '../../../electron/services/editing/json-document';
import { setJsonValue } from '../../../electron/services/editing/json-edit';
import {
  int,
  pick,
  type Random,
  seeded,
  serialise,
  settingsObject,
  withoutHandler,
} from './settings-generator';

const SEQUENCES = 5000;
const FILE = 'settings.json';

interface Disabled {
  removed: RemovedHandler;
  /** The text the file would have now had this hook never been switched off; null once unknowable. */
  shadow: string | null;
  edited: boolean;
}

interface Adopted {
  adoptedCommand: string;
  commandText: string;
  /** The text the file would have now had this hook never been adopted; null once unknowable. */
  shadow: string | null;
}

type Handlers = Array<{ event: string; group: number; handler: number }>;

function handlersOf(text: string): Handlers {
  const hooks = (JSON.parse(text) as { hooks: Record<string, Array<{ hooks: unknown[] }>> }).hooks;
  return Object.entries(hooks).flatMap(([event, groups]) =>
    groups.flatMap((group, groupIndex) =>
      group.hooks.map((_, handlerIndex) => ({ event, group: groupIndex, handler: handlerIndex })),
    ),
  );
}

/** An unrelated change elsewhere in the file: a top-level key that is not `hooks`. */
function unrelatedEdit(random: Random, text: string): (text: string) => string {
  const keys = Object.keys(JSON.parse(text) as object).filter((key) => key !== 'hooks');
  const key =
    keys.length > 0 && random() < 0.6 ? pick(random, keys) : `added_${int(random, 0, 99)}`;
  const value =
    random() < 0.2 ? undefined : pick(random, [int(random, 0, 9), 'v', { deep: [true] }]);
  return (current) => setJsonValue(parseJsonDocument(current, FILE), [key], value);
}

/** The text differs from `before` by one contiguous cut, everything around it byte-identical. */
function expectOneCut(before: string, after: string, cut: string): void {
  let prefix = 0;
  while (prefix < after.length && before[prefix] === after[prefix]) prefix += 1;
  expect(before.length - after.length).toBe(cut.length);
  expect(before.slice(0, prefix) + before.slice(prefix + cut.length)).toBe(after);
}

/** How often each kind of check ran, so the test proves it exercised them. */
const counts = { exact: 0, exactAfterEdit: 0, outOfOrder: 0, adopted: 0, releasedExact: 0 };

/** The text differs from `before` in one span only: `from` there became `to`. */
function expectOneSwap(before: string, after: string, from: string, to: string): void {
  let prefix = 0;
  while (prefix < after.length && before[prefix] === after[prefix]) prefix += 1;
  const at = Math.min(prefix, before.length - from.length);
  const start = before.lastIndexOf(from, at);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(before.slice(0, start) + to + before.slice(start + from.length)).toBe(after);
}

/** Occurrences of `needle` in `text`. */
function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/** The same value swap in a shadow text, when it can be found there unambiguously. */
function swapInShadow(shadow: string | null, from: string, to: string): string | null {
  return shadow !== null && count(shadow, from) === 1 ? shadow.replace(from, () => to) : null;
}

/** Commands written with an escape Hookyard must keep, not normalise (`\u002e` for `.`). */
function oddEscapes(random: Random, text: string): string {
  return text.replace(/\.sh"/g, (found) => (random() < 0.3 ? '\\u002esh"' : found));
}

function runSequence(seed: number): void {
  const random = seeded(seed);
  let text = oddEscapes(random, serialise(random, settingsObject(random)));
  const disabled: Disabled[] = [];
  const adopted: Adopted[] = [];
  for (let step = int(random, 4, 10); step > 0; step -= 1) {
    const live = handlersOf(text);
    const roll = random();
    const hookRoll = random();
    if (hookRoll < 0.1 && live.length > 0) {
      const target = pick(random, live);
      const adoptedCommand = `node shim.js claude-code 'adopted/${seed}-${step}.json' bash -c '…'`;
      const before = text;
      const result = adoptCommand(
        parseJsonDocument(text, FILE),
        [target.event, target.group, target.handler],
        adoptedCommand,
      );
      if (result.commandText.startsWith('"node shim.js')) continue;
      const to = JSON.stringify(adoptedCommand);
      expectOneSwap(before, result.text, result.commandText, to);
      text = result.text;
      for (const entry of [...disabled, ...adopted]) {
        entry.shadow = swapInShadow(entry.shadow, result.commandText, to);
      }
      adopted.push({ adoptedCommand, commandText: result.commandText, shadow: before });
      counts.adopted += 1;
      continue;
    }
    const releasable = adopted.filter((entry) =>
      text.includes(JSON.stringify(entry.adoptedCommand)),
    );
    if (hookRoll < 0.18 && releasable.length > 0) {
      const entry = pick(random, releasable);
      adopted.splice(adopted.indexOf(entry), 1);
      const before = text;
      const from = JSON.stringify(entry.adoptedCommand);
      text = releaseCommand(
        parseJsonDocument(text, FILE),
        entry.adoptedCommand,
        entry.commandText,
      )!;
      expectOneSwap(before, text, from, entry.commandText);
      if (entry.shadow !== null) {
        // Adopt, then release: byte for byte the file as it would be without the adoption.
        expect(text).toBe(entry.shadow);
        counts.releasedExact += 1;
      }
      for (const other of [...disabled, ...adopted]) {
        other.shadow = swapInShadow(other.shadow, from, entry.commandText);
      }
      continue;
    }
    if (roll < 0.45 && live.length > 0) {
      const target = pick(random, live);
      const before = text;
      const { text: next, removed } = removeHandler(
        parseJsonDocument(text, FILE),
        target.event,
        target.group,
        target.handler,
      );
      expectOneCut(before, next, removed.splice.text);
      expect(JSON.parse(next)).toEqual(
        withoutHandler(JSON.parse(before), target.event, target.group, target.handler),
      );
      disabled.push({ removed, shadow: before, edited: false });
      text = next;
      // Where the handler went depends on positions: the adoption shadows are unknowable now.
      for (const entry of adopted) entry.shadow = null;
    } else if (roll < 0.8 && disabled.length > 0) {
      const index = random() < 0.7 ? disabled.length - 1 : int(random, 0, disabled.length - 1);
      const [entry] = disabled.splice(index, 1) as [Disabled];
      const before = text;
      text = restoreHandler(parseJsonDocument(text, FILE), entry.removed);
      const handlerValue = JSON.parse(entry.removed.handlerText) as unknown;
      const where = handlersOf(text).filter((found) => {
        const hooks = (JSON.parse(text) as { hooks: Record<string, Array<{ hooks: unknown[] }>> })
          .hooks;
        const value = hooks[found.event]?.[found.group]?.hooks[found.handler];
        return (
          found.event === entry.removed.event &&
          JSON.stringify(value) === JSON.stringify(handlerValue)
        );
      });
      expect(where.length).toBeGreaterThan(0);
      if (index === disabled.length && entry.shadow !== null) {
        // Enabled the most recent switch-off: byte for byte what the file would hold without it.
        expect(text).toBe(entry.shadow);
        counts.exact += 1;
        if (entry.edited) counts.exactAfterEdit += 1;
      } else {
        counts.outOfOrder += 1;
        // Out of order: every other byte of the file is as before, the handler's own bytes kept.
        expect(text.includes(entry.removed.handlerText)).toBe(true);
        expect(text.length - before.length).toBeGreaterThanOrEqual(
          entry.removed.handlerText.length,
        );
        // Where it went back depends on what else moved: the other shadows are unknowable now.
        for (const other of disabled) other.shadow = null;
      }
      for (const other of adopted) other.shadow = null;
    } else {
      const edit = unrelatedEdit(random, text);
      const before = text;
      text = edit(text);
      expect(JSON.parse(text).hooks).toEqual(JSON.parse(before).hooks);
      for (const entry of disabled) {
        entry.shadow = entry.shadow === null ? null : edit(entry.shadow);
        entry.edited = true;
      }
      for (const entry of adopted) entry.shadow = entry.shadow === null ? null : edit(entry.shadow);
    }
    expect(() => JSON.parse(text)).not.toThrow();
  }
  // Every live adoption released, most recent first: each one's shadow, where it is known.
  while (adopted.length > 0) {
    const entry = adopted.pop() as Adopted;
    const from = JSON.stringify(entry.adoptedCommand);
    if (!text.includes(from)) continue;
    text = releaseCommand(parseJsonDocument(text, FILE), entry.adoptedCommand, entry.commandText)!;
    if (entry.shadow !== null) {
      expect(text).toBe(entry.shadow);
      counts.releasedExact += 1;
    }
    for (const other of [...disabled, ...adopted]) {
      other.shadow = swapInShadow(other.shadow, from, entry.commandText);
    }
  }
  // Everything back on, most recent first: the hooks are all there again.
  while (disabled.length > 0) {
    const entry = disabled.pop() as Disabled;
    text = restoreHandler(parseJsonDocument(text, FILE), entry.removed);
    if (entry.shadow !== null) {
      expect(text).toBe(entry.shadow);
      counts.exact += 1;
    }
  }
}

describe('switching Claude Code handlers off and on, adopting and releasing them (property)', () => {
  // Several seconds of pure computation: a generous limit, so a loaded CI machine cannot fail it.
  it(
    `keeps every other byte and restores the original bytes over ${SEQUENCES} random sequences`,
    { timeout: 180_000 },
    () => {
      for (let seed = 1; seed <= SEQUENCES; seed += 1) {
        try {
          runSequence(seed);
        } catch (error) {
          throw new Error(`seed ${seed}: ${(error as Error).message}`, { cause: error });
        }
      }
      expect(counts.exact).toBeGreaterThan(5000);
      expect(counts.exactAfterEdit).toBeGreaterThan(500);
      expect(counts.outOfOrder).toBeGreaterThan(500);
      expect(counts.adopted).toBeGreaterThan(2000);
      expect(counts.releasedExact).toBeGreaterThan(500);
    },
  );
});
