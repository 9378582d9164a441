import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClaudeCodeDialect } from '../../../../electron/services/agents/claude-code/claude-code-dialect';
import { FileProbe } from '../../../../electron/services/platform/file-probe';
import { createWhich } from '../../../../electron/services/platform/which';
import {
  type ClaudeHome,
  command,
  createClaudeHome,
  projectSettings,
  userSettings,
} from './claude-home';

let home: ClaudeHome;
beforeEach(async () => {
  home = await createClaudeHome();
});
afterEach(() => home.cleanup());

function twentyHooks(label: string): object {
  const events = ['PreToolUse', 'PostToolUse', 'Stop', 'SessionStart', 'UserPromptSubmit'];
  return {
    hooks: Object.fromEntries(
      events.map((event) => [
        event,
        [0, 1, 2, 3].map((group) => ({
          matcher: event.includes('Tool') ? 'Bash|Write' : undefined,
          hooks: [command(`echo ${label} ${event} ${group}`, { timeout: 5 })],
        })),
      ]),
    ),
  };
}

describe('one discovery pass', () => {
  it('discovers 50 workspaces of 20 hooks each, every one active', async () => {
    await home.write(userSettings(home), twentyHooks('user'));
    await home.write(
      path.join(home.paths.claudeDir, 'skills', 'fmt', 'SKILL.md'),
      '---\nhooks:\n  Stop:\n    - hooks: [{type: command, command: echo skill}]\n---\n',
    );
    const roots = await Promise.all(
      Array.from({ length: 50 }, (_, index) => home.workspace(`w${index}`)),
    );
    await Promise.all(
      roots.map((root, index) => home.write(projectSettings(root), twentyHooks(`w${index}`))),
    );
    const dialect = new ClaudeCodeDialect();
    const context = {
      paths: home.paths,
      files: new FileProbe(),
      which: createWhich(home.paths.pathEnv, 'linux'),
    };
    // Speed is measured by `npm run bench` (test/perf/inventory-discovery.bench.ts), not here.
    const results = await Promise.all(
      roots.map((root) => dialect.discover({ kind: 'workspace', roots: [root] }, context)),
    );
    // 20 user + 1 skill + 20 project hooks per workspace, all active.
    for (const result of results) {
      expect(result.hooks).toHaveLength(41);
      expect(result.hooks.every((hook) => hook.status === 'active')).toBe(true);
    }
  });

  it('watches every settings file, the managed folder, skills, agents and plugin registries', async () => {
    const root = await home.workspace('w');
    const skill = path.join(root, '.claude', 'skills', 'fmt');
    await home.write(path.join(skill, 'SKILL.md'), '---\nname: fmt\n---\n');
    const watched = new ClaudeCodeDialect().watchedPaths(
      { kind: 'workspace', roots: [root] },
      home.paths,
    );
    const claude = home.paths.claudeDir;
    expect(watched).toEqual([
      home.paths.claudeManagedSettings,
      path.join(path.dirname(home.paths.claudeManagedSettings), 'managed-settings.d'),
      path.join(claude, 'settings.json'),
      projectSettings(root),
      projectSettings(root, true),
      path.join(claude, 'skills'),
      path.join(claude, 'agents'),
      path.join(root, '.claude', 'skills'),
      skill,
      path.join(root, '.claude', 'agents'),
      path.join(claude, 'plugins', 'installed_plugins.json'),
      path.join(claude, 'plugins', 'known_marketplaces.json'),
    ]);
    const userLevel = new ClaudeCodeDialect().watchedPaths({ kind: 'user' }, home.paths);
    expect(userLevel).not.toContain(projectSettings(root));
  });
});
