import fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import type { TempHome } from '../../helpers/temp-home';
import { useUiPage } from './ui-session';

// Issue 13 §4 "Rows jump" and issue 19 §2: a switched-off row keeps its place and its id, so a
// double click, or a second click on the same spot, reaches the same hook and never the safety
// hook below it.
const SETTINGS = `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          { "type": "command", "command": "echo A-audit-logger" },
          { "type": "command", "command": "$HOME/block-rm-rf.sh" }
        ]
      }
    ]
  }
}
`;

const writeUserHooks = async (temp: TempHome) => {
  await temp.write('home/.claude/settings.json', SETTINGS);
};

describe('switching a hook in the inventory', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage).
  const openUi = useUiPage(browser);

  it('keeps the row in its place: a double click and a second click never reach the neighbour', async () => {
    const ui = await openUi(writeUserHooks);
    try {
      const { page, temp } = ui;
      page.setDefaultTimeout(10_000);
      const file = path.join(temp.home, '.claude/settings.json');
      await page.getByTestId('sidebar-user-level').click();
      const rows = page.locator(
        '[data-testid=hook-row][data-agent=claude-code][data-event=PreToolUse]',
      );
      const items = page.locator(
        'li.hook-row-item:has([data-testid=hook-row][data-event=PreToolUse])',
      );
      const rowState = () =>
        rows.evaluateAll((elements) =>
          elements.map((element) => {
            const data = (element as unknown as { dataset: Record<string, string> }).dataset;
            return `${data['hookId']}:${data['status']}`;
          }),
        );
      await expect.poll(() => rows.count()).toBe(2);
      const [a, b] = await rows.evaluateAll((elements) =>
        elements.map(
          (element) =>
            (element as unknown as { dataset: Record<string, string> }).dataset['hookId'],
        ),
      );

      // A double click on A's switch: the second click waits for the first, nothing else moves.
      await items.nth(0).getByTestId('hook-switch').dblclick();
      await expect.poll(rowState).toEqual([`${a}:disabled`, `${b}:active`]);
      const off = await fs.readFile(file, 'utf8');
      expect(off).not.toContain('A-audit-logger');
      expect(off).toContain('$HOME/block-rm-rf.sh');

      // A second click on the same spot reaches A again, and gives the file back byte for byte.
      await items.nth(0).getByTestId('hook-switch').click();
      await expect.poll(rowState).toEqual([`${a}:active`, `${b}:active`]);
      await expect.poll(() => fs.readFile(file, 'utf8')).toBe(SETTINGS);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('names the hook it switched by its command, in the toast and in Changes, never by place', async () => {
    const ui = await openUi(writeUserHooks);
    try {
      const { page, temp } = ui;
      page.setDefaultTimeout(10_000);
      const file = path.join(temp.home, '.claude/settings.json');
      await page.getByTestId('sidebar-user-level').click();
      const items = page.locator(
        'li.hook-row-item:has([data-testid=hook-row][data-event=PreToolUse])',
      );
      await expect.poll(() => items.count()).toBe(2);

      // The second of the two PreToolUse hooks of one file.
      await items.nth(1).getByTestId('hook-switch').click();
      await items.nth(1).locator('[data-testid=hook-row][data-status=disabled]').waitFor();
      await expect
        .poll(() => page.getByTestId('toast').innerText())
        .toContain('Turned off the PreToolUse hook $HOME/block-rm-rf.sh.');
      await screenshot(page, 'toast-names-the-hook');

      await page.getByTestId('screen-tab-changes').click();
      await expect
        .poll(() => page.getByTestId('change-summary').allInnerTexts())
        .toEqual([`Switched off the PreToolUse hook $HOME/block-rm-rf.sh in ${file}`]);
      await screenshot(page, 'changes-names-the-hook');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
