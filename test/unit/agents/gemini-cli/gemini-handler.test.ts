import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { discoverGeminiHooks } from '../../../../electron/services/agents/gemini-cli/gemini-discovery';
import { geminiHookEntry } from '../../../../electron/services/agents/gemini-cli/gemini-dialect';
import { specFromHookEntry } from '../../../../electron/services/runner/spec-from-entry';
import { readTextForDiscovery } from '../../../helpers/read-text';
import { tempDir } from '../../runner/hook-fixtures';

// Gemini's own `timeout` (ms), `name` and `env` of a hook (spec §1.1, §5.1, §7) reach its row's
// handler, and from there the spec the bench and `hookyard run` start.
const { dir, cleanup } = tempDir('gemini-handler');
afterAll(cleanup);

const SETTINGS = {
  hooks: {
    BeforeTool: [
      {
        matcher: 'run_shell_command',
        hooks: [
          {
            type: 'command',
            name: 'slow-guard',
            command: 'sleep 2',
            timeout: 500,
            env: { GUARD_MODE: 'strict', IGNORED: 3 },
          },
          { type: 'command', command: 'echo plain' },
        ],
      },
    ],
  },
};

async function rows() {
  const home = path.join(dir, 'home');
  fs.mkdirSync(path.join(home, '.gemini'), { recursive: true });
  fs.writeFileSync(path.join(home, '.gemini', 'settings.json'), JSON.stringify(SETTINGS));
  const found = await discoverGeminiHooks({
    home,
    roots: [],
    systemSettingsPath: path.join(dir, 'no-system-settings.json'),
    readText: readTextForDiscovery,
    listDir: async () => [],
    insecureAncestor: async () => false,
  });
  return found.hooks.map(geminiHookEntry);
}

describe('a Gemini hook row carries its own timeout, name and env', () => {
  test('read from settings.json: milliseconds as seconds, the name, only string env values', async () => {
    const [named, plain] = await rows();
    expect(named?.handler).toMatchObject({
      name: 'slow-guard',
      timeoutSec: 0.5,
      env: { GUARD_MODE: 'strict' },
      argv: ['bash', '-c', 'sleep 2'],
    });
    expect(named?.handler.env).not.toHaveProperty('IGNORED');
    // Gemini's default is 60,000 ms; a hook without a name or env has neither.
    expect(plain?.handler.timeoutSec).toBe(60);
    expect(plain?.handler).not.toHaveProperty('name');
    expect(plain?.handler).not.toHaveProperty('env');
  });

  test('the run spec takes them: the timeout back in milliseconds, the env as written', async () => {
    const [named, plain] = await rows();
    expect(specFromHookEntry(named!, null)).toMatchObject({
      timeoutMs: 500,
      env: { GUARD_MODE: 'strict' },
    });
    expect(specFromHookEntry(plain!, null)).toMatchObject({ timeoutMs: 60_000 });
    expect(specFromHookEntry(plain!, null)).not.toHaveProperty('env');
  });
});
