import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { useUiPage, SCRIPT } from './ui-session';

// Texts the first hour of use found wrong (issue 13, part 4).
describe('texts people read in the first hour', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage).
  const openUi = useUiPage(browser);

  it('a hook row reads its reason and its note count as two sentences', async () => {
    const ui = await openUi(async (temp) => {
      await temp.write('home/.cline/hooks/TaskStart', SCRIPT, 0o755);
    });
    try {
      const reason = ui.page
        .locator('[data-testid=hook-row][data-event=TaskStart]')
        .first()
        .getByTestId('hook-reason');
      await reason.waitFor();
      await expect.poll(() => reason.textContent()).toMatch(/\. \d+ notes?$/);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('adding a folder that does not exist says to check the path, not that it was removed', async () => {
    const ui = await openUi();
    try {
      const { page } = ui;
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(`${ui.temp.root}/no/such/folder`);
      await page.getByTestId('add-workspace-submit').click();
      const error = page.getByTestId('add-workspace-error');
      await error.waitFor();
      await expect.poll(() => error.innerText()).toContain('Check the path');
      await expect.poll(() => error.innerText()).not.toContain('removed meanwhile');
    } finally {
      await ui.close();
    }
  });

  it('a pasted path of 100,001 characters gets its length and the limit, not "invalid request"', async () => {
    const ui = await openUi();
    try {
      const { page } = ui;
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(`/${'é'.repeat(100_000)}`);
      await page.getByTestId('add-workspace-submit').click();
      const error = page.getByTestId('add-workspace-error');
      await expect
        .poll(() => error.innerText())
        .toBe('This path is 100,001 characters long; a folder path can have at most 4,096.');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('the simulator names the tool a matcher missed, and says matchers are case-sensitive', async () => {
    const ui = await openUi(async (temp) => {
      const group = (matcher: string) => ({
        matcher,
        hooks: [{ type: 'command', command: `echo ${matcher}` }],
      });
      await temp.write(
        'home/.claude/settings.json',
        JSON.stringify({ hooks: { PreToolUse: [group('Write'), group('bash')] } }),
      );
    });
    try {
      const { page } = ui;
      await page.getByTestId('screen-tab-simulator').click();
      await page.getByTestId('simulator-event').selectOption('PreToolUse');
      await page.getByTestId('simulator-tool-name').fill('Bash');
      await page.getByTestId('simulator-run').click();
      const reasons = page
        .locator('[data-testid=sim-agent][data-agent=claude-code]')
        .getByTestId('sim-reason');
      await expect
        .poll(() => reasons.allInnerTexts())
        .toEqual([
          'the matcher "Write" does not select "Bash" (tool_name) on this PreToolUse',
          'the matcher "bash" does not select "Bash" (tool_name): matchers are case-sensitive, did you mean "Bash"?',
        ]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
