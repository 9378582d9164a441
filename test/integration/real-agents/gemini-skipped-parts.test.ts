import fs from 'node:fs';

import { afterAll, expect, test } from 'vitest';

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

// A Gemini settings file whose hooks are partly not shaped as Gemini expects. The real
// `gemini -p` warns "Invalid configuration in <file>" naming the parts, skips them and runs the
// file's other hooks; Hookyard marks the file as a problem naming the same parts, and lists the
// good hook as one that runs.
const { dir, cleanup } = tempDir('gemini-skipped-parts');
afterAll(cleanup);

test(
  'Hookyard names the parts of a settings file the real Gemini skips, and the hook it runs',
  { timeout: 90_000 },
  async () => {
    const world = makeGeminiWorld(dir);
    const hooks = {
      AfterTool: 'not a list',
      BeforeTool: [
        {
          matcher: 'run_shell_command',
          hooks: [{ type: 'command', name: 'good', command: `${GEMINI_RECORDER} pass good` }],
        },
        'a string group',
        { matcher: '*', hooks: 'not a list' },
      ],
    };
    const file = geminiSettingsPath(world);
    fs.writeFileSync(file, geminiUserSettings({ hooks }));

    const run = await runRealGemini(world);
    expect(run.timedOut, run.stderr).toBe(false);
    expect(run.stderr).toContain(`Invalid configuration in ${file}:`);
    const warned = [...run.stderr.matchAll(/^Error in: (\S+)$/gm)].map((match) => match[1]);
    expect(geminiCaptures(world).map((capture) => capture.event)).toEqual(['BeforeTool']);

    const found = await discoverGeminiWorld(world);
    const source = found.sources.find((candidate) => candidate.path === file);
    expect(source).toMatchObject({ state: 'invalid', hookCount: 1 });
    expect(source?.reason?.key).toBe('reason.gemini-hooks-skipped');
    const parts = String(source?.reason?.params['parts']).split(', ');
    expect(parts.sort()).toEqual([...warned].sort());
    expect(parts.sort()).toEqual([
      'hooks.AfterTool',
      'hooks.BeforeTool[1]',
      'hooks.BeforeTool[2].hooks',
    ]);
    expect(found.hooks.map((hook) => [hook.def.name, hook.status])).toEqual([['good', 'active']]);
  },
);
