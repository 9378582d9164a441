import fs from 'node:fs';
import path from 'node:path';

import { afterAll, expect, test } from 'vitest';

import { discoverGeminiHooks } from '../../../../electron/services/agents/gemini-cli/gemini-discovery';
import { readTextForDiscovery } from '../../../helpers/read-text';
import { tempDir } from '../../runner/hook-fixtures';

// hooksConfig.disabled switches every hook Gemini knows by a name (its name, else its command):
// each hook that shares one, across the layers a target sees, carries the note that keeps its
// switch from being offered.
const { dir, cleanup } = tempDir('gemini-shared-name');
afterAll(cleanup);

test('the hooks that share a name or, unnamed, a command carry the shared-name note', async () => {
  const home = path.join(dir, 'home');
  const ws = path.join(dir, 'ws');
  const hook = (name: string | null, command: string) => ({
    type: 'command',
    command,
    ...(name ? { name } : {}),
  });
  const write = (file: string, hooks: object) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ hooks }));
  };
  write(path.join(home, '.gemini', 'settings.json'), {
    BeforeTool: [{ hooks: [hook('guard', 'echo safety'), hook(null, 'echo same')] }],
    AfterTool: [{ hooks: [hook('solo', 'echo solo'), hook(null, 'echo same')] }],
  });
  // A project hook named like the user's guard: one list would switch both in this project.
  write(path.join(ws, '.gemini', 'settings.json'), {
    AfterTool: [{ hooks: [hook('guard', 'echo log')] }],
  });

  const found = await discoverGeminiHooks({
    home,
    roots: [ws],
    systemSettingsPath: path.join(dir, 'no-system-settings.json'),
    readText: readTextForDiscovery,
    listDir: async () => [],
    insecureAncestor: async () => false,
  });
  const shared = found.hooks
    .filter((row) => row.notes.some((note) => note.key === 'note.gemini-shared-name'))
    .map((row) => row.def.command);
  expect(shared.sort()).toEqual(['echo log', 'echo safety', 'echo same', 'echo same']);
});
