import type { Page } from 'playwright-core';

import type { TempHome } from '../../helpers/temp-home';
import {
  addShop,
  chooseRmOnTheBench,
  runRmOnTheBench,
  writeShopBlockingHook,
  writeUserBlockingHook,
} from './bench-steps';
import { APPROVALS_SCREENS } from './approvals-steps';
import { shopAuditLog } from './history-store';
import { MANAGE_SCREENS } from './manage-steps';
import { REPLAY_SCREENS } from './replay-steps';
import { SCRIPT } from './ui-session';

/**
 * A home with something of everything the inventory shows: active, ignored, never-runs,
 * not-executable and interpreter-missing hooks, a hook source that cannot be read, notes, and two
 * project folders the agents have used (offered as detected workspaces).
 */
export async function writeVariedHome(temp: TempHome): Promise<void> {
  await temp.write('home/.cline/hooks/PreToolUse', SCRIPT, 0o755);
  await temp.write('home/.cline/hooks/PostToolUse', SCRIPT, 0o755);
  await temp.write('home/.cline/hooks/TaskComplete', '#!/usr/bin/env hy-no-such-tool\n', 0o755);
  await temp.write('home/.cline/hooks/TaskStart.PY', SCRIPT, 0o755);
  await temp.write('home/.cline/hooks/notes.md', 'notes');
  await temp.write('home/Documents/Cline/Hooks', 'a file where a folder belongs');
  await temp.write('home/code/shop/.clinerules/hooks/TaskStart', SCRIPT, 0o755);
  await temp.write('home/code/shop/.clinerules/hooks/PreCompact', SCRIPT, 0o755);
  await temp.write('home/code/shop/.clinerules/hooks/PreToolUse', SCRIPT, 0o644);
  await temp.mkdir('home/code/blog');
  const projects = { [`${temp.home}/code/shop`]: {}, [`${temp.home}/code/blog`]: {} };
  await temp.write('home/.claude.json', JSON.stringify({ projects }));
}

/** One screen or state of the UI, reached from a freshly loaded page. */
export interface ScreenState {
  /** Short, file-name safe: screenshots are saved as `<prefix>-<name>.png`. */
  name: string;
  setup(temp: TempHome): Promise<void>;
  /**
   * Drives the page into this state (by test ids, so in any language) and waits until it shows;
   * `temp` is the home `setup` prepared (for a state that needs an agent process, say).
   */
  show(page: Page, temp: TempHome): Promise<void>;
}

const firstRow = (page: Page) => page.getByTestId('hook-row').first().waitFor();

async function addDetectedShop(page: Page): Promise<void> {
  await page
    .locator('[data-testid=detected-workspace][data-path$="/code/shop"]')
    .getByTestId('detected-workspace-add')
    .click();
  await page.getByTestId('sidebar-workspace-shop').waitFor();
  await page.locator('[data-testid=hook-row][data-event=PreCompact]').first().waitFor();
}

/**
 * Every screen and state the accessibility and layout tests visit. A new screen adds its states
 * here, and both tests cover it in both colour schemes and in every language.
 */
export const SCREENS: readonly ScreenState[] = [
  { name: 'user-level', setup: writeVariedHome, show: firstRow },
  { name: 'workspace', setup: writeVariedHome, show: addDetectedShop },
  {
    name: 'hook-detail',
    setup: writeVariedHome,
    async show(page) {
      await page.locator('[data-testid=hook-row][data-status=interpreter-missing]').click();
      await page.getByTestId('hook-detail').getByTestId('detail-note').first().waitFor();
    },
  },
  {
    name: 'add-workspace-dialog',
    setup: writeVariedHome,
    async show(page) {
      await firstRow(page);
      await page.getByTestId('add-workspace').click();
      await page.getByTestId('add-workspace-path').fill('code/shop');
      await page.getByTestId('add-workspace-submit').click();
      await page.getByTestId('add-workspace-error').waitFor();
    },
  },
  {
    name: 'remove-workspace-dialog',
    setup: writeVariedHome,
    async show(page) {
      await addDetectedShop(page);
      await page.getByTestId('remove-workspace').click();
      await page.getByTestId('remove-workspace-dialog').waitFor();
    },
  },
  {
    name: 'palette',
    setup: writeVariedHome,
    async show(page) {
      await firstRow(page);
      await page.keyboard.press('Control+K');
      await page.getByTestId('palette-input').fill('t');
      await page.getByTestId('palette-option').first().waitFor();
    },
  },
  {
    name: 'help',
    setup: writeVariedHome,
    async show(page) {
      await firstRow(page);
      await page.keyboard.press('?');
      await page.getByTestId('help-overlay').waitFor();
    },
  },
  {
    name: 'no-hooks',
    setup: async () => {},
    show: (page) => page.getByTestId('inventory-empty').waitFor(),
  },
  {
    name: 'filtered-out',
    setup: writeVariedHome,
    async show(page) {
      await firstRow(page);
      await page.getByTestId('filter-search').fill('nothing matches this');
      await page.getByTestId('empty-clear-filters').waitFor();
    },
  },
  {
    name: 'bench-verdict',
    setup: writeUserBlockingHook,
    async show(page) {
      await runRmOnTheBench(page);
      await page.getByTestId('outcome-card').waitFor();
    },
  },
  {
    name: 'bench-crash-verdict',
    setup: writeUserBlockingHook,
    async show(page) {
      await chooseRmOnTheBench(page);
      await page.getByTestId('bench-hook').first().click();
      await page.getByTestId('crash-run-mode').selectOption('timeout');
      await page.getByTestId('crash-run-start').click();
      await page.getByTestId('crash-verdict').waitFor();
    },
  },
  {
    name: 'bench-untrusted',
    setup: writeShopBlockingHook,
    async show(page) {
      await addShop(page);
      await runRmOnTheBench(page);
      await page.getByTestId('bench-untrusted').waitFor();
    },
  },
  {
    name: 'simulator',
    setup: writeUserBlockingHook,
    async show(page) {
      await page.getByTestId('screen-tab-simulator').click();
      await page.getByTestId('simulator-tool-name').fill('Write');
      await page.getByTestId('simulator-run').click();
      await page.getByTestId('sim-does-not-fire').waitFor();
    },
  },
  {
    name: 'history',
    setup: shopAuditLog(500),
    async show(page) {
      await page.getByTestId('screen-tab-history').click();
      await page.getByTestId('history-row').first().click();
      await page.getByTestId('history-detail').waitFor();
    },
  },
  {
    name: 'history-recorder',
    setup: async (temp) => {
      await temp.write('home/.claude/settings.json', '{}\n');
    },
    async show(page) {
      await page.getByTestId('screen-tab-history').click();
      await page.getByTestId('history-recorder').locator('summary').click();
      // The install preview, open: what Record would write and the events to choose.
      await page.getByTestId('history-record-claude-code').click();
      await page.getByTestId('recorder-preview-file').waitFor();
    },
  },
  ...MANAGE_SCREENS,
  ...APPROVALS_SCREENS,
  ...REPLAY_SCREENS,
];
