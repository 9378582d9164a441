import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { analyseSettingsText } from '../../../electron/services/agents/claude-code/settings-file';
import { parseJsonDocument } from '../../../electron/services/editing/json-document';
import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
} from '../../helpers/real-claude';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Which of two "PreToolUse" keys the real `claude` CLI runs: what Hookyard's inventory shows as
// the live one, and why its editor refuses such a file (a switch would wake the other key up).
const { dir, cleanup } = tempDir('claude-duplicate-keys');
afterAll(() => {
  stopFakeAnthropicServers();
  cleanup();
});

describe('the real Claude Code CLI and a settings file with an event key written twice', () => {
  test(
    'runs only the hooks of the last key, as JSON.parse reads it',
    { timeout: 120_000 },
    async () => {
      const home = path.join(dir, 'home');
      const project = path.join(dir, 'proj');
      const first = path.join(dir, 'first-key-fired');
      const last = path.join(dir, 'last-key-fired');
      fs.mkdirSync(path.join(project, '.claude'), { recursive: true });
      fs.mkdirSync(home, { recursive: true });
      trustClaudeProject(home, project);
      const group = (marker: string) =>
        JSON.stringify([
          { matcher: 'Bash', hooks: [{ type: 'command', command: `touch ${marker}` }] },
        ]);
      const text = `{\n  "hooks": {\n    "PreToolUse": ${group(first)},\n    "PreToolUse": ${group(last)}\n  }\n}\n`;
      const file = path.join(project, '.claude', 'settings.json');
      fs.writeFileSync(file, text);

      const run = await runRealClaude({
        scratch: path.join(dir, 'fake'),
        home,
        project,
        steps: [
          { tool: 'Bash', input: { command: 'echo hi', description: 'hi' } },
          { text: 'done' },
        ],
      });
      expect(run.timedOut, run.printed).toBe(false);
      console.log(
        `first key fired: ${fs.existsSync(first)}, last key fired: ${fs.existsSync(last)}`,
      );
      expect(fs.existsSync(last), run.printed).toBe(true);
      expect(fs.existsSync(first), run.printed).toBe(false);

      // Hookyard shows the same: the first key's hook never runs, and it will not edit the file.
      const rows = analyseSettingsText(file, text).handlers;
      expect(
        rows.map((row) => [
          String(row.value && (row.value as { command: string }).command),
          !!row.shadowed,
        ]),
      ).toEqual([
        [`touch ${first}`, true],
        [`touch ${last}`, false],
      ]);
      expect(() => parseJsonDocument(text, file)).toThrow(
        expect.objectContaining({
          text: expect.objectContaining({ key: 'failure.settings-duplicate-key' }),
        }),
      );
    },
  );
});
