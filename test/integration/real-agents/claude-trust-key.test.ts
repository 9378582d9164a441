import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
  writeJson,
} from '../../helpers/real-claude';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

// Why two real-agent tests failed in CI with `marker.txt` missing: the real `claude` honours a
// project's `permissions.allow` only in a trusted folder, and it looks trust up under the
// enclosing git repository's top level, not under the folder it runs in. A test project whose
// parents happen to be a repository was "trusted" under the wrong key.
let temp: TempHome;
beforeEach(async () => {
  temp = await createTempHome();
});
afterEach(() => temp.cleanup());
afterAll(() => stopFakeAnthropicServers());

async function touchAllowedByProjectRule(project: string) {
  const marker = path.join(project, 'marker.txt');
  writeJson(path.join(project, '.claude', 'settings.json'), {
    permissions: { allow: ['Bash(touch:*)'] },
  });
  trustClaudeProject(temp.home, project);
  const run = await runRealClaude({
    scratch: path.join(temp.root, 'fake'),
    home: temp.home,
    project,
    steps: [
      { tool: 'Bash', input: { command: `touch ${marker}`, description: 'make a file' } },
      { text: 'done' },
    ],
  });
  return { ran: fs.existsSync(marker), run };
}

describe('trusting a project for the real Claude Code CLI', () => {
  it(
    'applies the project rule in a folder outside any repository',
    { timeout: 120_000 },
    async () => {
      const { ran, run } = await touchAllowedByProjectRule(await temp.mkdir('proj'));
      expect(ran, run.printed).toBe(true);
    },
  );

  it(
    'applies the project rule in a folder inside a git repository',
    { timeout: 120_000 },
    async () => {
      spawnSync('git', ['init', '-q'], { cwd: temp.root });
      const { ran, run } = await touchAllowedByProjectRule(await temp.mkdir('repo/sub/proj'));
      expect(run.stderr).not.toContain('has not been trusted');
      expect(ran, run.printed).toBe(true);
    },
  );
});
