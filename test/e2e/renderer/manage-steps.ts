import type { Locator, Page } from 'playwright-core';

import type { TempHome } from '../../helpers/temp-home';
import { addShop } from './bench-steps';
import type { ScreenState } from './screens';

/** An empty project folder ~/code/shop that Claude Code's records mention (offered as detected). */
export async function writeEmptyShop(temp: TempHome): Promise<void> {
  await temp.mkdir('home/code/shop');
  const projects = { [`${temp.home}/code/shop`]: {} };
  await temp.write('home/.claude.json', JSON.stringify({ projects }));
}

/** The shop with a Cline project hook that came with the project (so it needs a trust review). */
export async function writeShopWithClineHook(temp: TempHome): Promise<void> {
  await writeEmptyShop(temp);
  await temp.write('home/code/shop/.clinerules/hooks/PreToolUse', '#!/bin/sh\necho "{}"\n', 0o755);
}

/** The row of one agent's hook for an event, with the controls beside it. */
export function rowItem(page: Page, agent: string, event: string, status?: string): Locator {
  const row = `[data-testid=hook-row][data-agent=${agent}][data-event=${event}]${status ? `[data-status=${status}]` : ''}`;
  return page.locator(`li.hook-row-item:has(${row})`);
}

/** Creates a Cline hook (both runtimes, bash) for TaskStart from the New hook dialog. */
export async function createClineHook(page: Page): Promise<void> {
  await page.getByTestId('open-new-hook').click();
  const dialog = page.getByTestId('new-hook-dialog');
  await dialog.getByTestId('new-hook-agent-claude-code').uncheck();
  await dialog.getByTestId('new-hook-agent-cline-cli').check();
  await dialog.getByTestId('new-hook-agent-cline-vscode').check();
  await dialog.getByTestId('new-hook-event').selectOption('TaskStart');
  await dialog.getByTestId('new-hook-language').selectOption('bash');
  await dialog.getByTestId('new-hook-create').click();
  await page.getByTestId('editor-dialog').locator('.cm-content').waitFor();
}

/** The text in the open script editor: CodeMirror's lines, inside its shadow root. */
export function editorText(page: Page): Promise<string> {
  return page.getByTestId('code-editor').evaluate((host) => {
    type Node = { textContent: string | null };
    const root = (host as unknown as { shadowRoot: { querySelectorAll(s: string): Node[] } })
      .shadowRoot;
    return [...root.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n');
  });
}

/** The shop and a user-level Claude Code hook, for the per-workspace switch and the entry editor. */
export async function writeShopWithUserClaudeHook(temp: TempHome): Promise<void> {
  await writeEmptyShop(temp);
  const settings = {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo checked' }] }],
    },
  };
  await temp.write('home/.claude/settings.json', JSON.stringify(settings, null, 2));
}

/** Opens the detail panel of the user-level Claude Code PreToolUse hook in the shop. */
async function showUserClaudeHook(page: Page): Promise<void> {
  await addShop(page);
  await page
    .locator('[data-testid=hook-row][data-agent=claude-code][data-event=PreToolUse]')
    .click();
}

/** A user-level Cline hook, for states that switch it off first. */
async function writeUserClineHook(temp: TempHome): Promise<void> {
  await temp.write('home/.cline/hooks/PreToolUse', '#!/bin/sh\necho "{}"\n', 0o755);
}

/** The states of hook management that the accessibility and layout checks visit. */
export const MANAGE_SCREENS: readonly ScreenState[] = [
  {
    name: 'new-hook-dialog',
    setup: writeEmptyShop,
    async show(page) {
      await addShop(page);
      await page.getByTestId('open-new-hook').click();
      await page.getByTestId('new-hook-matcher').fill('bash');
      await page.getByTestId('matcher-warning').waitFor();
    },
  },
  {
    name: 'script-editor',
    setup: writeShopWithClineHook,
    async show(page) {
      await addShop(page);
      await page
        .locator('[data-testid=hook-row][data-agent=cline-cli][data-event=PreToolUse]')
        .click();
      await page.getByTestId('detail-edit-script').click();
      await page.getByTestId('editor-dialog').locator('.cm-content').waitFor();
    },
  },
  {
    name: 'trust-review',
    setup: writeShopWithClineHook,
    async show(page) {
      await addShop(page);
      await page.getByTestId('open-trust-review').click();
      await page.getByTestId('review-item').first().waitFor();
    },
  },
  {
    name: 'changes',
    setup: writeUserClineHook,
    async show(page) {
      await rowItem(page, 'cline-cli', 'PreToolUse', 'active').getByTestId('hook-switch').click();
      await page.getByTestId('toast-undo').waitFor();
      await page.getByTestId('screen-tab-changes').click();
      await page.getByTestId('change-item').waitFor();
    },
  },
  {
    name: 'adopted-per-workspace',
    setup: writeShopWithUserClaudeHook,
    async show(page) {
      await showUserClaudeHook(page);
      await page.getByTestId('detail-off-here').click();
      await page.getByTestId('adopted-switch').waitFor();
    },
  },
  {
    name: 'entry-editor',
    setup: writeShopWithUserClaudeHook,
    async show(page) {
      await showUserClaudeHook(page);
      await page.getByTestId('detail-edit-entry').click();
      await page.getByTestId('entry-editor').locator('.cm-content').waitFor();
    },
  },
];
