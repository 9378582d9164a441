import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { parseJsonDocument } from '../../../electron/services/editing/json-document';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
} from '../../helpers/real-claude';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Why Hookyard's editor refuses settings files with comments or trailing commas instead of
// editing around them (the issue asked for comment-preserving edits; the real client wins): the
// real `claude` CLI ignores such a file whole, so its hooks never fire.
const { dir, cleanup } = tempDir('claude-strict-settings');
afterAll(() => {
  stopFakeAnthropicServers();
  cleanup();
});

const VARIANTS = {
  'strict JSON': (hooks: string) => `{\n  "hooks": ${hooks}\n}\n`,
  'a comment': (hooks: string) => `{\n  // my hooks\n  "hooks": ${hooks}\n}\n`,
  'a trailing comma': (hooks: string) => `{\n  "hooks": ${hooks},\n}\n`,
};

describe('the real Claude Code CLI reads only strict-JSON settings files', () => {
  test.each(Object.entries(VARIANTS))(
    'a project settings file with %s',
    { timeout: 120_000 },
    async (variant, settingsText) => {
      const world = path.join(dir, variant.replace(/\W+/g, '-'));
      const home = path.join(world, 'home');
      const project = path.join(world, 'proj');
      const marker = path.join(world, 'fired');
      fs.mkdirSync(path.join(project, '.claude'), { recursive: true });
      fs.mkdirSync(home, { recursive: true });
      trustClaudeProject(home, project);
      const hook = { type: 'command', command: `touch ${marker}` };
      const hooks = JSON.stringify({ PreToolUse: [{ matcher: 'Bash', hooks: [hook] }] });
      const text = settingsText(hooks);
      fs.writeFileSync(path.join(project, '.claude', 'settings.json'), text);

      const run = await runRealClaude({
        scratch: path.join(world, 'fake'),
        home,
        project,
        steps: [
          { tool: 'Bash', input: { command: 'echo hi', description: 'hi' } },
          { text: 'done' },
        ],
      });
      expect(run.timedOut, run.printed).toBe(false);
      const strict = variant === 'strict JSON';
      expect(fs.existsSync(marker), run.printed).toBe(strict);
      // Hookyard edits exactly the files Claude Code reads.
      const edit = () => parseJsonDocument(text, 'settings.json');
      if (strict) expect(edit).not.toThrow();
      else expect(edit).toThrow();
    },
  );
});
