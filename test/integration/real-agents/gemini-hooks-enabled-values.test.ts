import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import {
  discoverGeminiWorld,
  GEMINI_RECORDER,
  geminiCaptures,
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { tempDir } from '../../unit/runner/hook-fixtures';

// `hooksConfig.enabled` written as something other than a boolean, as people write it by hand:
// the real `gemini -p` takes "false"/"TRUE" as booleans, and a value its schema refuses (0) by
// its truthiness. Hookyard's verdict on the file's hook follows.
const { dir, cleanup } = tempDir('gemini-hooks-enabled-values');
afterAll(cleanup);

describe('real Gemini CLI: hooksConfig.enabled that is not a boolean', () => {
  test.each([
    ['the string "false"', 'false', false],
    ['the number 0', 0, false],
    ['the string "TRUE"', 'TRUE', true],
  ] as const)('%s', { timeout: 90_000 }, async (label, enabled, runs) => {
    const world = makeGeminiWorld(path.join(dir, label.replace(/\W+/g, '-')));
    const guard = { type: 'command', name: 'guard', command: `${GEMINI_RECORDER} pass guard` };
    const hooks = { BeforeTool: [{ matcher: 'run_shell_command', hooks: [guard] }] };
    fs.writeFileSync(
      geminiSettingsPath(world),
      geminiUserSettings({ hooks, hooksConfig: { enabled } }),
    );

    const run = await runRealGemini(world);
    expect(run.timedOut, run.stderr).toBe(false);
    expect(geminiCaptures(world).length > 0, run.stderr).toBe(runs);

    const found = await discoverGeminiWorld(world);
    expect(found.hooks.map((hook) => hook.status)).toEqual([runs ? 'active' : 'disabled']);
  });
});
