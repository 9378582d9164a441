import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { sharedPath } from '../../helpers/shared-dir';
import type { TempHome } from '../../helpers/temp-home';
import { runAndExpectBlock } from './bench-steps';
import { geminiShellGuardSettings, keepInDocs } from './docs-screens';
import { openUi, SCRIPT } from './ui-session';

const BLOCK_RM = `#!/bin/sh\necho "no rm please" >&2\nexit 2\n`;

/** One hook of each agent at user level, and a Codex rollout and a Gemini session log to import. */
async function writeFourAgents(temp: TempHome): Promise<void> {
  const block = await temp.write('home/bin/block-rm.sh', BLOCK_RM, 0o755);
  const hook = (matcher: string) => [{ matcher, hooks: [{ type: 'command', command: block }] }];
  await temp.write(
    'home/.claude/settings.json',
    JSON.stringify({ hooks: { PreToolUse: hook('Bash') } }),
  );
  await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
  await temp.write(
    'home/.codex/hooks.json',
    JSON.stringify({ hooks: { PreToolUse: hook('Bash') } }),
  );
  await temp.write('home/.codex/config.toml', 'model = "gpt-5"\n');
  await temp.write('home/.gemini/settings.json', geminiShellGuardSettings('block-rm', block));
  const rollout = fs.readFileSync(sharedPath('fixtures', 'codex', 'rollout-example.jsonl'));
  await temp.write(
    'home/.codex/sessions/2026/12/01/rollout-2026-12-01T20-30-10-01a2334c-f36a-76e0-b8d6-0778ea443ff4.jsonl',
    rollout,
  );
  const session = fs.readFileSync(sharedPath('fixtures', 'gemini', 'session-all-events.jsonl'));
  await temp.write('home/.gemini/tmp/ws/chats/session-2026-12-01T20-31-259ea1a8.jsonl', session);
}

describe('four agents on every screen', () => {
  const browser = useBrowser();

  it(
    'lists, runs and records the hooks of Claude Code, Cline, Codex and Gemini CLI',
    { timeout: 90_000 },
    async () => {
      const ui = await openUi(browser(), writeFourAgents);
      try {
        const { page, serve } = ui;
        page.setDefaultTimeout(20_000);
        for (const agent of ['claude-code', 'cline-cli', 'codex', 'gemini-cli']) {
          await page.locator(`[data-testid=hook-row][data-agent=${agent}]`).first().waitFor();
        }
        const codex = page.locator('[data-testid=hook-row][data-agent=codex]').first();
        await expect.poll(() => codex.getAttribute('data-status')).toBe('never-runs');
        await expect
          .poll(() => codex.getByTestId('hook-reason').innerText())
          .toContain('until you trust it in Codex');
        await keepInDocs(page, 'inventory-four-agents');

        await page.getByTestId('screen-tab-bench').click();
        await page.getByTestId('bench-agent-gemini-cli').check();
        await page.getByTestId('bench-event').selectOption('BeforeTool');
        // The captured BeforeTool payload (run_shell_command) is the sample; the hook blocks any call.
        await page.getByTestId('bench-payload').waitFor();
        await runAndExpectBlock(page, 'no rm please');

        const runs: Array<[string, string, Record<string, unknown>]> = [
          [
            'claude-code',
            'PreToolUse',
            { tool_name: 'Bash', tool_input: { command: 'rm -rf build' } },
          ],
          ['codex', 'PreToolUse', { tool_name: 'Bash', tool_input: { command: 'rm -rf build' } }],
          ['cline-cli', 'PreToolUse', {}],
        ];
        for (const [agent, event, payload] of runs) {
          const ran = await fetch(`${serve.origin}/api/bench:run`, {
            method: 'POST',
            headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              runId: `four-${agent}`,
              scope: { kind: 'user' },
              agent,
              event,
              payload,
            }),
          });
          expect(((await ran.json()) as { ok: boolean }).ok).toBe(true);
        }
        const imported = await fetch(`${serve.origin}/api/history:import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(((await imported.json()) as { ok: boolean }).ok).toBe(true);
        await page.getByTestId('screen-tab-history').click();
        for (const agent of ['claude-code', 'cline-cli', 'codex', 'gemini-cli']) {
          await page.locator(`[data-testid=history-row][data-agent=${agent}]`).first().waitFor();
        }
        await keepInDocs(page, 'history-four-agents');
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
      }
    },
  );
});
