import { describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { runRmOnTheBench } from './bench-steps';
import { openUi, SCRIPT, useUiPage } from './ui-session';

describe('workspaces and language', () => {
  const browser = useBrowser();
  // The tests take turns on one page, each with a HOME and serve of its own (useUiPage); those in
  // Chinese open a page of their own.
  const openPage = useUiPage(browser);

  it('adds a workspace from the dialog, after showing why a bad path was refused', async () => {
    const ui = await openPage(async (temp) => {
      await temp.write('home/code/shop/.clinerules/hooks/TaskStart', SCRIPT, 0o755);
    });
    try {
      const { page, temp } = ui;
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill('code/shop');
      await page.getByTestId('add-workspace-submit').click();
      await expect
        .poll(() => page.getByTestId('add-workspace-error').innerText())
        .toContain('full path');

      await page.getByTestId('add-workspace-path').fill(`${temp.home}/no/such/folder`);
      await page.getByTestId('add-workspace-submit').click();
      await page.locator('[data-testid=add-workspace-error][data-error-code]').waitFor();

      await page.getByTestId('add-workspace-path').fill(`${temp.home}/code/shop`);
      await page.getByTestId('add-workspace-submit').click();
      const item = page.getByTestId('sidebar-workspace-shop');
      await item.waitFor();
      await expect.poll(() => item.getAttribute('aria-current')).toBe('page');
      await page.locator('[data-testid=hook-row][data-event=TaskStart]').first().waitFor();
      await expect.poll(() => page.getByTestId('add-workspace-dialog').count()).toBe(0);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('removes a workspace and falls back to user level', async () => {
    const ui = await openPage(async (temp) => {
      await temp.mkdir('home/code/shop');
    });
    try {
      const { page, temp } = ui;
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(`${temp.home}/code/shop`);
      await page.getByTestId('add-workspace-submit').click();
      await page.getByTestId('sidebar-workspace-shop').waitFor();

      await page.getByTestId('remove-workspace').click();
      await page.getByTestId('remove-workspace-confirm').click();
      await page.getByTestId('sidebar-workspace-shop').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('sidebar-user-level').getAttribute('aria-current'))
        .toBe('page');
    } finally {
      await ui.close();
    }
  });

  it('switches to Simplified Chinese at once and remembers the choice', async () => {
    const ui = await openPage(async (temp) => {
      await temp.write('home/.cline/hooks/TaskStart.PY', SCRIPT, 0o755);
    });
    try {
      const { page } = ui;
      const reason = page
        .locator('[data-testid=hook-row][data-event=TaskStart] [data-testid=hook-reason]')
        .first();
      await reason.waitFor();
      await page.getByTestId('language-switch').selectOption('zh-CN');
      await expect
        .poll(() => page.getByTestId('sidebar-user-level').innerText())
        .toContain('用户级');
      await expect.poll(() => reason.innerText()).toContain('.PY');
      await expect.poll(() => reason.innerText()).toContain('小写');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');

      await page.reload();
      await expect
        .poll(() => page.getByTestId('sidebar-user-level').innerText())
        .toContain('用户级');
      await screenshot(page, 'inventory-zh-cn');
    } finally {
      await ui.close();
    }
  });

  it('says in Chinese what the services report: a refused folder, a verdict, a skipped hook and a run note', async () => {
    const ui = await openUi(
      browser(),
      async (temp) => {
        const block = { type: 'command', command: 'echo "no rm please" >&2; exit 2' };
        // Claude Code does not wait for an async hook: its run carries notes saying so.
        const inBackground = { type: 'command', command: 'true', async: true };
        const onWrite = { type: 'command', command: 'echo write-guard' };
        const settings = {
          hooks: {
            PreToolUse: [
              { matcher: 'Bash', hooks: [block, inBackground] },
              { matcher: 'Write', hooks: [onWrite] },
            ],
          },
        };
        await temp.write('home/.claude/settings.json', JSON.stringify(settings));
      },
      { locale: 'zh-CN' },
    );
    try {
      const { page, temp } = ui;
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill(`${temp.home}/no/such/folder`);
      await page.getByTestId('add-workspace-submit').click();
      const refused = page.locator(
        '[data-testid=add-workspace-error] [data-message-key="failure.workspace-folder-missing"]',
      );
      await refused.waitFor();
      await expect
        .poll(() => refused.innerText())
        .toBe(`文件夹 ${temp.home}/no/such/folder 不存在。`);
      await page.keyboard.press('Escape');

      await runRmOnTheBench(page);
      await page.getByTestId('bench-verdict').waitFor();
      const sentence = await page.getByTestId('bench-verdict-sentence').innerText();
      expect(sentence).toBe('工具调用被阻止；模型收到的说明：no rm please');
      const skipped = page.getByTestId('bench-skipped');
      await expect
        .poll(() => skipped.innerText())
        .toContain('matcher "Write" 不会选中这次 PreToolUse');
      await expect.poll(() => skipped.innerText()).not.toContain('does not select');
      const notes = page.getByTestId('outcome-notes');
      await notes.waitFor();
      await expect.poll(() => notes.innerText()).toContain('Claude Code 不会等待它完成');
      await expect.poll(() => notes.innerText()).not.toContain('does not wait');
      await expect.poll(() => notes.locator('[lang=en]').count()).toBe(0);
      await screenshot(page, 'bench-verdict-zh-cn');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('starts in Chinese when the browser prefers it, in the dark scheme', async () => {
    const ui = await openUi(browser(), async () => {}, { locale: 'zh-CN', colorScheme: 'dark' });
    try {
      await expect
        .poll(() => ui.page.getByTestId('sidebar-user-level').innerText())
        .toContain('用户级');
      await screenshot(ui.page, 'inventory-dark-zh-cn');
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });
});
