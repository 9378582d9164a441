import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createEditingWorld, type EditingWorld, settingsPath, shown } from './editing-world';

// A hook that carries its own credentials, as people write them.
const TOKEN = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const COMMAND = `curl -s -H "Authorization: token ${TOKEN}" https://api.github.com/x`;

describe('the change history names a hook without writing its secrets down', () => {
  let world: EditingWorld;
  let file: string;
  beforeEach(async () => {
    world = await createEditingWorld();
    file = settingsPath(world.ws);
    const settings = {
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: COMMAND }] }] },
    };
    await world.temp.write('ws/.claude/settings.json', JSON.stringify(settings, null, 2));
  });
  afterEach(() => world.cleanup());

  it('redacts the command in the summary it records, and Undo still has the bytes', async () => {
    const hook = await world.hook(file, 'PreToolUse/0/0');
    const change = await world.switches.disable({ scope: world.scope, ...shown(hook) });
    const history = await fs.readFile(
      path.join(world.temp.dataDir, 'backups', 'index.jsonl'),
      'utf8',
    );
    expect(history).toContain('curl -s -H');
    // Not even the head of it: the label is cut at 60 characters, after redaction.
    expect(history).not.toContain(TOKEN.slice(0, 12));
    expect(JSON.stringify(change.summary)).not.toContain(TOKEN.slice(0, 12));
    // The file's own bytes are kept whole, or the change could not be taken back.
    const [disabled] = await world.switches.listDisabled(world.scope);
    await world.switches.enable({ scope: world.scope, ...shown(disabled!.entries[0]!) });
    expect(await world.read(file)).toContain(TOKEN);
  });
});
