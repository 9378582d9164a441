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

// An extension switched off for a folder (`gemini extensions disable`, kept in
// ~/.gemini/extensions/extension-enablement.json): the real `gemini -p` runs none of its hooks
// there, and Hookyard lists them as not running there, with why; elsewhere they run.
const { dir, cleanup } = tempDir('gemini-extension-switched-off');
afterAll(cleanup);

/**
 * A world with one user extension, `guard-ext`, whose BeforeTool hook on the shell tool records
 * its runs; `manifest` is its gemini-extension.json (none when null).
 */
function worldWithExtension(label: string, manifest: object | null) {
  const world = makeGeminiWorld(path.join(dir, label.replace(/\W+/g, '-')));
  fs.writeFileSync(geminiSettingsPath(world), geminiUserSettings({}));
  const extensions = path.join(world.home, '.gemini', 'extensions');
  const extension = path.join(extensions, 'guard-ext');
  fs.mkdirSync(path.join(extension, 'hooks'), { recursive: true });
  if (manifest)
    fs.writeFileSync(path.join(extension, 'gemini-extension.json'), JSON.stringify(manifest));
  const hook = { type: 'command', name: 'ext-guard', command: `${GEMINI_RECORDER} pass ext` };
  fs.writeFileSync(
    path.join(extension, 'hooks', 'hooks.json'),
    JSON.stringify({ hooks: { BeforeTool: [{ matcher: 'run_shell_command', hooks: [hook] }] } }),
  );
  return { world, extensions, extension };
}

describe('real Gemini CLI: an extension switched off for the workspace', () => {
  test.each([
    ['no rule', null, true],
    ['switched off for the workspace and below', (ws: string) => [`!${ws}/*`], false],
    ['switched off, then on again for it', (ws: string) => [`!${ws}/*`, `${ws}/*`], true],
  ] as const)('%s', { timeout: 90_000 }, async (label, rules, runs) => {
    const { world, extensions } = worldWithExtension(label, {
      name: 'guard',
      version: '1.0.0',
    });
    const enablement = path.join(extensions, 'extension-enablement.json');
    if (rules)
      fs.writeFileSync(enablement, JSON.stringify({ guard: { overrides: rules(world.ws) } }));

    const run = await runRealGemini(world);
    expect(run.timedOut, run.stderr).toBe(false);
    expect(geminiCaptures(world).length > 0, run.stderr).toBe(runs);

    const seen = async (roots: string[]) =>
      (await discoverGeminiWorld(world, roots)).hooks.map((row) => [row.status, row.reason.key]);
    expect(await seen([world.ws])).toEqual([
      runs
        ? ['active', 'reason.gemini-active']
        : ['never-runs', 'reason.gemini-extension-disabled'],
    ]);
    // The home folder is not below the workspace: the rule does not reach the user level.
    expect(await seen([])).toEqual([['active', 'reason.gemini-active']]);
  });
});

// An extension whose gemini-extension.json is missing or lacks its version: the real Gemini skips
// it ("Skipping extension in <folder>"), and Hookyard lists its hooks as not running, saying why.
describe('real Gemini CLI: an extension it cannot load', () => {
  test.each([
    ['no gemini-extension.json', null, 'it has no gemini-extension.json'],
    ['no version', { name: 'guard' }, 'its gemini-extension.json has no "version"'],
  ] as const)('%s', { timeout: 90_000 }, async (label, manifest, problem) => {
    const { world, extension } = worldWithExtension(`unloaded ${label}`, manifest);

    const run = await runRealGemini(world);
    expect(run.stderr).toContain(`Skipping extension in ${extension}`);
    expect(geminiCaptures(world)).toEqual([]);

    const found = await discoverGeminiWorld(world);
    expect(found.hooks.map((row) => [row.status, row.reason])).toEqual([
      [
        'never-runs',
        { key: 'reason.gemini-extension-not-loaded', params: { folder: extension, problem } },
      ],
    ]);
  });
});
