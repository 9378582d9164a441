import fs from 'node:fs/promises';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EntryEditor } from '../../../electron/services/editing/entry-editor';
import { createEditingWorld, type EditingWorld, SETTINGS, settingsPath } from './editing-world';

describe('the JSON editor of a Claude Code settings entry', () => {
  let world: EditingWorld;
  let file: string;
  let editor: EntryEditor;
  beforeEach(async () => {
    world = await createEditingWorld();
    file = settingsPath(world.ws);
    await world.temp.write('ws/.claude/settings.json', SETTINGS);
    editor = new EntryEditor({ engine: world.engine, lookup: world.inventory });
  });
  afterEach(() => world.cleanup());

  async function open(locator = 'PreToolUse/0/0') {
    const hook = await world.hook(file, locator);
    return { hook, entry: await editor.read({ scope: world.scope, hookId: hook.id }) };
  }

  it('reads the handler as written and saves a new one in its place, every other byte kept', async () => {
    const { hook, entry } = await open();
    expect(entry.text).toBe('{ "type": "command", "command": "./guard.sh", "timeout": 5 }');
    const text = '{\n  "type": "command",\n  "command": "./guard.sh --strict",\n  "timeout": 9\n}';
    await editor.write({ scope: world.scope, hookId: hook.id, text, baseHash: entry.hash });
    expect(await world.read(file)).toBe(SETTINGS.replace(entry.text, text));
    const [change] = (await world.history.list()).changes;
    expect(change?.operation).toBe('edit');
    await world.history.restore(change!.id);
    expect(await world.read(file)).toBe(SETTINGS);
  });

  it.each([
    ['not JSON', '{ "type": "command", ', 'entry-not-one-object', /one JSON object/],
    [
      'a comment',
      '{ "type": "command", "command": "x" } // why',
      'entry-not-one-object',
      /one JSON object/,
    ],
    ['an array', '[1]', 'entry-not-one-object', /one JSON object/],
    [
      'an unknown type',
      '{ "type": "shell", "command": "x" }',
      'entry-handler-invalid',
      /Unknown hook type "shell"/,
    ],
    [
      'a wrong field type',
      '{ "type": "command", "command": "x", "timeout": "5" }',
      'entry-handler-invalid',
      /Invalid command hook \(timeout/,
    ],
    ['a missing field', '{ "type": "http" }', 'entry-handler-invalid', /Invalid http hook \(url/],
  ])('refuses %s with a clear reason and writes nothing', async (_name, text, code, reason) => {
    const { hook, entry } = await open();
    await expect(
      editor.write({ scope: world.scope, hookId: hook.id, text, baseHash: entry.hash }),
    ).rejects.toMatchObject({
      text: expect.objectContaining({ key: `failure.${code}` }),
      message: expect.stringMatching(reason),
    });
    expect(await world.read(file)).toBe(SETTINGS);
  });

  it('refuses a save over a file that changed since it was opened', async () => {
    const { hook, entry } = await open('Stop/0/0');
    await fs.writeFile(file, SETTINGS.replace('"x-unknown": true', '"x-unknown": false'));
    await expect(
      editor.write({
        scope: world.scope,
        hookId: hook.id,
        text: '{ "type": "command", "command": "./stop.sh" }',
        baseHash: entry.hash,
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      text: expect.objectContaining({ key: 'failure.entry-changed-since-opened' }),
    });
  });
});
